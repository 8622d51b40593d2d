import { defineTexts } from '../i18n/define-texts.ts';

/** The status an event card shows beside its type (issue 13): capacity, and where the event is in time. */
export const eventStatusTexts = defineTexts('event-status', {
  full: 'Full',
  waitlistOpen: 'Waitlist open',
  spotsLeft: (spots: number) => `${spots} ${spots === 1 ? 'spot' : 'spots'} left`,
  happeningNow: 'Happening now',
  ended: 'Ended',
  cancelled: 'Cancelled',
} as const);
