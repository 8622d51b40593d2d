import { defineTexts } from '../i18n/define-texts.ts';

/**
 * An event's duration, which gives its end (issue 6). Its own namespace: the event page shows the
 * label too, without the form's texts.
 */
export const durationMessages = defineTexts('duration', {
  range: 'Choose a duration between 30 minutes and 24 hours.',
  /**
   * e.g. "2 hours", "1 hour 30 minutes", "30 minutes". A catalog cannot divide: it writes each
   * duration the form offers (every 30 minutes up to 24 hours) as an exact case, other minutes as minutes.
   */
  label: (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    const parts = [hours > 0 ? `${hours} hour${hours === 1 ? '' : 's'}` : '', rest > 0 ? `${rest} minutes` : ''];
    return parts.filter(Boolean).join(' ');
  },
} as const);
