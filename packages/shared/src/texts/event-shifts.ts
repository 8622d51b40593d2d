import { defineTexts } from '../i18n/define-texts.ts';

/** An event's shifts on its page (issue 38): each with its places and what the visitor can do in it. */
export const eventShiftsTexts = defineTexts('event-shifts', {
  heading: 'Shifts',
  intro: 'Choose the jobs you want to do. You can take several shifts, as long as their times do not overlap.',
  /** In the join card, in place of the event's Join button. */
  chooseShift: 'This event has shifts: choose the ones you want to do.',
  seeShifts: 'Choose a shift',
  /** The desktop timeline's first column, over its hour marks: the event's zone. */
  timesIn: (zone: string) => `Times in ${zone}`,
  timelineLabel: 'Shifts by time and role',
  timeRange: (start: string, end: string) => `${start} to ${end}`,
  places: (taken: number, capacity: number) => `${taken} of ${capacity} ${capacity === 1 ? 'place' : 'places'} taken`,
  held: (count: number) => (count === 1 ? '1 place held for someone on the waitlist' : `${count} places held for people on the waitlist`),
  waiting: (count: number) => (count === 1 ? '1 person waiting' : `${count} people waiting`),
  full: 'Full',
  ended: 'This shift has ended',
  restricted: 'Only organizers put people in',
  youAreIn: "You're in this shift",
  overlaps: (role: string) => `Overlaps your shift ${role}`,
  join: 'Join',
  /** Read by screen readers: the buttons of many shifts say which shift they act on. */
  joinShift: (role: string) => `Join ${role}`,
  leave: 'Leave',
  leaveShift: (role: string) => `Leave ${role}`,
  joinWaitlist: 'Join the waitlist',
  joinWaitlistOf: (role: string) => `Join the waitlist of ${role}`,
  leaveWaitlist: 'Leave the waitlist',
  leaveWaitlistOf: (role: string) => `Leave the waitlist of ${role}`,
  position: (position: number) => `You're #${position} on this shift's waitlist`,
  positionBody: 'If a place frees up, it is held for you and we e-mail you to accept it.',
  offerHeld: (time: string) => `A place is held for you until ${time}`,
  /** At the top of the page: which shift the held place is in. */
  offerHeldIn: (role: string, time: string) => `A place in ${role} is held for you until ${time}`,
  offerBody: 'Accept it to take the place, or decline to give it to the next person waiting.',
  accept: 'Accept the place',
  acceptIn: (role: string) => `Accept the place in ${role}`,
  decline: 'Decline',
  declineIn: (role: string) => `Decline the place in ${role}`,
  leaveTitle: (role: string) => `Leave the shift ${role}?`,
  leaveBody: 'You will give up your place. If people are waiting, the first of them is offered it.',
  leaveYes: 'Yes, leave',
  leaveNo: 'Stay',
  loginBody: 'You need to be logged in to join a shift.',
  /** A call that failed before the server could answer. */
  failed: 'Something went wrong. Please try again.',
  /** What the page says when an action worked but the server gave no words. */
  done: 'Done.',
} as const);
