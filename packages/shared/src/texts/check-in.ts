import { defineTexts } from '../i18n/define-texts.ts';

/** Check-in at an event's door (issue 39, decision 068): the server's answers to scans and self check-in. */
export const checkInTexts = defineTexts('check-in', {
  checkedIn: (name: string) => `Checked in: ${name}`,
  checkedOut: (name: string) => `Checked out: ${name}`,
  alreadyIn: (name: string) => `${name} is already checked in.`,
  alreadyOut: (name: string) => `${name} is already checked out.`,
  notCheckedIn: (name: string) => `${name} has not checked in yet.`,
  replayed: (name: string) => `This scan was already counted: ${name}.`,
  unknownCode: 'This check-in code is not one of this event’s participants.',
  notParticipant: 'This person has not joined this event.',
  personRequired: 'Send the code from their screen, or the participant’s userId.',
  notInShift: 'This person is not in that shift.',
  noShiftNow: 'This person is in more than one shift and none is on now: say which shift.',
  scanInFuture: 'The time of this scan is in the future. Check the phone’s clock.',
  outsideWindow: 'Check-in is open from 30 minutes before the event starts until an hour after it ends; this scan is outside that time.',
  selfCheckInClosed: 'Self check-in is open from 30 minutes before the event starts until it ends.',
  codeExpired: 'This code is too old: codes change every 30 seconds. Scan the code on the organizer’s screen again.',
  codeInvalid: 'This is not this event’s check-in code.',
  participantsOnly: 'Only the event’s participants have a check-in code.',
  /** The reminder mail's line beside the attached QR code. */
  reminderLine: 'Your check-in code is attached (check-in-code.svg): show it at the door, or open the event page.',
} as const);
