import type { EventType } from '../constants.ts';
import { defineTexts } from '../i18n/define-texts.ts';

/** The names the five event types show under; the type itself (the value sent and stored) stays English. */
export const eventTypeTexts = defineTexts('event-types', {
  Cleanup: 'Cleanup',
  Plantation: 'Plantation',
  Donation: 'Donation',
  Education: 'Education',
  'Social Work': 'Social Work',
} as const satisfies Record<EventType, string>);
