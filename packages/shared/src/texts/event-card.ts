import { defineTexts } from '../i18n/define-texts.ts';

/** The words of an event card's parts, wherever a card or one of its parts shows (lists, event page). */
export const eventCardTexts = defineTexts('event-card', {
  dateAndTime: 'Date and time',
  location: 'Location',
  /** Before an organization's name (issue 18), read by screen readers. */
  organizer: 'Organizer',
  volunteers: (joined: number, needed: number) => `Volunteers ${joined} / ${needed}`,
} as const);
