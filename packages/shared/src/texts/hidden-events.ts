import { defineTexts } from '../i18n/define-texts.ts';

/** Why an event is out of the lists (issue 16): on its page and card for its organizer and the moderators, and on /admin. */
export const hiddenEventTexts = defineTexts('hidden-events', {
  kinds: {
    moderator: 'Taken down',
    suspension: 'Organizer suspended',
    review: 'Waiting for approval',
  },
  why: (reason: string) => `Why: ${reason}`,
  notice: {
    moderator: 'Taken down by the moderators. Only its organizer and the moderators can see this page, and it is in no list.',
    suspension: 'Hidden while its organizer’s account is suspended. Only its organizer and the moderators can see this page.',
    review:
      'Waiting for a moderator’s approval: a new organizer’s first event is checked before it goes out. Until then only its organizer and the moderators can see it.',
  },
} as const);
