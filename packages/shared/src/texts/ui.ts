import { defineTexts } from '../i18n/define-texts.ts';

/** The words of the shared building blocks (apps/web/src/components/ui). */
export const uiTexts = defineTexts('ui', {
  retry: 'Retry',
  /** A reading page's title in the browser's tab. */
  documentTitle: (title: string) => `${title} · Volunteer Hub`,
  lastUpdated: (date: string) => `Last updated ${date}`,
  /** What ends a sentence made of a title: "Announcement sent." */
  fullStop: '.',
} as const);
