import { defineTexts } from '../i18n/define-texts.ts';

/** An event's shifts (issue 38): what the server says about them. */
export const shiftTexts = defineTexts('shifts', {
  /** A shift row of the create and edit forms, field by field. */
  fields: {
    title: 'Give the shift a role, such as "Registration desk".',
    start: 'Enter when the shift starts.',
    end: 'Enter when the shift ends.',
    capacity: (max: number) => `Places: a whole number from 1 to ${max.toLocaleString('en-US')}.`,
    tooMany: (max: number) => `An event has at most ${max} shifts.`,
    tooShort: (minutes: number) => `A shift ends at least ${minutes} minutes after it starts.`,
    outsideEvent: (hours: number) => `All shifts lie within the event's ${hours} hours: this one ends too long after the first starts.`,
    capacityBelowJoined: (joined: number) => `Places cannot be fewer than the ${joined} already in this shift.`,
    unknownShift: 'This shift is not one of this event.',
    joinedAsWhole: 'People joined this event as a whole, so it cannot be split into shifts now.',
  },
  /** The server's answers to joining and leaving a shift. */
  messages: {
    shiftNotFound: 'Shift not found.',
    joined: (title: string) => `You have joined the shift "${title}".`,
    alreadyIn: 'You are already in this shift.',
    full: 'This shift is full.',
    ended: 'This shift has already ended.',
    restricted: "Only the event's organizers put people in this shift.",
    overlaps: (shift: string, event: string) => `This shift overlaps your shift "${shift}" at "${event}".`,
    left: 'You have left the shift.',
    notIn: 'You are not in this shift.',
    chooseShift: 'This event has shifts: choose one to join.',
    /** An organizer putting someone in a shift (PUT …/people). */
    personNotFound: 'No account has this e-mail address. Ask them to sign up first.',
    personPut: (name: string, title: string) => `${name} is now in the shift "${title}".`,
    personAlreadyIn: 'This person is already in this shift.',
    personOverlaps: (shift: string, event: string) => `This shift overlaps their shift "${shift}" at "${event}".`,
  },
} as const);

export const shiftFieldMessages = shiftTexts.fields;
export const shiftMessages = shiftTexts.messages;
