/** The status an event card shows beside its type (issue 13): capacity, and where the event is in time. */
export const eventStatusTexts = {
  full: 'Full',
  waitlistOpen: 'Waitlist open',
  spotsLeft: (spots: number) => `${spots} ${spots === 1 ? 'spot' : 'spots'} left`,
  happeningNow: 'Happening now',
  ended: 'Ended',
} as const;
