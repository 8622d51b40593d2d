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
    capacityBelowHeld: (taken: number) => `Places cannot be fewer than the ${taken} taken in this shift or held for people offered one.`,
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
    /** A shift's waitlist and the place held for the first person on it (decision 063). */
    waitlistJoined: (position: number) =>
      `You are on this shift's waitlist: number ${position}. When a place opens up, we will hold it for you and e-mail you.`,
    alreadyWaiting: (position: number) => `You are already on this shift's waitlist: number ${position}.`,
    notFull: 'This shift still has places: join it instead.',
    waitlistLeft: "You have left this shift's waitlist.",
    notWaiting: "You are not on this shift's waitlist.",
    noOffer: 'No place is held for you in this shift.',
    offerLapsed: 'This offer has lapsed: the place was held for you until a time that has passed.',
    offerDeclined: 'You have let the place go. It goes to the next person waiting.',
  },
} as const);

export const shiftFieldMessages = shiftTexts.fields;
export const shiftMessages = shiftTexts.messages;
