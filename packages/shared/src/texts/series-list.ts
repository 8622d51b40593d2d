import { defineTexts } from '../i18n/define-texts.ts';

/** Upcoming events with a series once (issue 40): the toolbar's toggle. */
export const seriesListTexts = defineTexts('series-list', {
  seriesOnce: 'Each series once',
  seriesOnceHint: 'A series that repeats is shown once, by its next date.',
} as const);
