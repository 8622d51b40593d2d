import { defineTexts } from '../i18n/define-texts.ts';

/** The page for an address that leads nowhere (404). */
export const notFoundTexts = defineTexts('not-found', {
  pageTitle: 'Page not found · Volunteer Hub',
  heading: 'Page not found',
  body: 'The page you are looking for does not exist or has moved. Check the address, or start again from one of these pages.',
  goHome: 'Go to the home page',
  browseEvents: 'Browse upcoming events',
} as const);
