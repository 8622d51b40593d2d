import { defineTexts } from '../i18n/define-texts.ts';

/** The page shell's own words (apps/web/index.html), which the server writes in the page's language. */
export const siteTexts = defineTexts('site', {
  description: 'Discover community service events near you, join them with one click, and organize your own cleanups, plantations, donation drives and more.',
  noscript: 'Volunteer Hub needs JavaScript to show events. Please turn it on and reload the page.',
} as const);
