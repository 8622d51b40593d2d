import { defineTexts } from '../i18n/define-texts.ts';

/** What shows in place of a page that failed to render or load. */
export const routeErrorTexts = defineTexts('route-error', {
  pageTitle: 'Something went wrong · Volunteer Hub',
  heading: 'Something went wrong',
  body: 'This page could not be shown. Try again, or go back to the home page.',
  tryAgain: 'Try again',
  goHome: 'Go to the home page',
} as const);
