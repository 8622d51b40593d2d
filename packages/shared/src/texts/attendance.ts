import { defineTexts } from '../i18n/define-texts.ts';

/** Marking who came to an ended event (issue 6): the organizer's dialog and the server's answers. */
export const attendanceTexts = defineTexts('attendance', {
  button: 'Attendance',
  title: (title: string) => `Attendance at "${title}"`,
  intro: 'Everyone who joined counts as present. Untick the volunteers who did not come: their hours will not count.',
  present: 'Present',
  presentFor: (name: string) => `Present: ${name}`,
  noShow: 'No-show',
  loading: 'Loading participants…',
  loadError: "We couldn't load the attendance.",
  empty: 'Nobody joined this event, so there is no attendance to mark.',
  summary: (present: number, total: number) => `${present} of ${total} present.`,
  save: 'Save attendance',
  saving: 'Saving…',
  close: 'Close',
  saved: 'Attendance saved. Volunteer hours are updated.',
  saveFailed: 'Attendance was not saved.',
  /** Issue 38: an event with shifts is marked shift by shift, each once it has ended. */
  shifts: {
    intro: 'Mark each shift once it has ended. Everyone in a shift counts as present: untick those who did not come.',
    notEnded: (end: string) => `This shift can be marked once it ends (${end}).`,
    saveFor: (title: string) => ` for ${title}`,
    saved: 'Attendance saved for this shift. Volunteer hours are updated.',
  },
  // Server answers.
  notEnded: 'Attendance can be marked once the event has ended.',
  updated: 'Attendance saved.',
  notParticipant: (email: string) => `${email} has not joined this event.`,
  // Server answers for an event with shifts (issue 38): each mark names its shift.
  shiftRequired: 'This event has shifts: say which shift this mark is for.',
  noShifts: 'This event has no shifts: mark its participants without one.',
  unknownShift: 'This shift is not one of this event’s.',
  shiftNotEnded: (shift: string) => `Attendance at "${shift}" can be marked once the shift has ended.`,
  notInShift: (email: string, shift: string) => `${email} is not in the shift "${shift}".`,
} as const);
