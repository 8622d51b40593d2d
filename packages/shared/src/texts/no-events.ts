import { defineTexts } from '../i18n/define-texts.ts';

/** An events list with nothing to show: none upcoming at all (Home, Upcoming events), or none matching the search. */
export const noEventsTexts = defineTexts('no-events', {
  noUpcomingTitle: 'No Upcoming Events',
  noUpcomingBody: 'There are currently no upcoming events. Please check back later or create your own event to get started!',
  noMatchTitle: 'No Events Found',
  noMatchBody: 'Try adjusting your search or filter to find other opportunities.',
} as const);
