import { codeOf, messageOf } from './i18n/messages.ts';
import { apiMessages } from './texts/api.ts';

export const EVENT_TYPES = ['Cleanup', 'Plantation', 'Donation', 'Education', 'Social Work'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The original's joined page spelled 'Social Work' this way; accepted on input only. */
export const EVENT_TYPE_ALIASES: Record<string, EventType> = { 'Social Support': 'Social Work' };

export const TYPE_FILTER_OPTIONS = ['All', ...EVENT_TYPES] as const;
export type TypeFilter = (typeof TYPE_FILTER_OPTIONS)[number];

export const EVENT_WHEN = ['upcoming', 'past', 'all'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];

export const EVENTS_PAGE_SIZE = 8;
export const EVENTS_LIMIT_DEFAULT = 100;
export const EVENTS_LIMIT_MAX = 100;
export const CAROUSEL_MAX_EVENTS = 5;
export const CAROUSEL_INTERVAL_MS = 7000;
export const CAROUSEL_SLIDE_MS = 700;
export const CANCEL_DIALOG_MS = 2000;
export const COUNTDOWN_TICK_MS = 1000;
/** Shown when an event has no volunteersNeeded value at all. */
export const VOLUNTEERS_NEEDED_FALLBACK = 20;
/**
 * A card says "N spots left" once this many places or fewer remain (decision 021). A count, not a
 * share of the goal: the badge states a count, and 10% would be 1 place of a 10-person event but
 * 50 of a 500-person one.
 */
export const FEW_SPOTS_LEFT = 5;

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export const TEXT_LIMITS = {
  title: 200,
  description: 5000,
  location: 300,
  organizer: 120,
  url: 2048,
  listItems: 20,
  itemText: 500,
  volunteersNeeded: 100_000,
  /** An organizer's message to the participants of an event they cancel. */
  cancelMessage: 2000,
} as const;

/** An event's shifts (issue 38): at most `max` of them, each with 1 to `capacityMax` places. */
export const SHIFT_LIMITS = { max: 50, capacityMax: 1000, description: 500 } as const;

/**
 * How long a place freed in a shift is held for the first person waiting (issue 38), or a quarter of
 * the time left before the shift starts when that is sooner.
 */
export const SHIFT_OFFER_HOURS = 12;

/** What an event answers as its status: `cancelled` once its organizer cancelled it (issue 37). */
export const EVENT_STATUSES = ['scheduled', 'cancelled'] as const;

/** A failed read (network or 5xx) is tried again after each of these waits; then its error shows. */
export const QUERY_RETRY_DELAYS_MS = [1000, 2000] as const;

/** How long the search box waits after the last keystroke before searching. */
export const SEARCH_DEBOUNCE_MS = 300;

/** An event lasts 30 minutes to 24 hours; the form suggests 2 hours. No duration: it ends as it starts. */
export const DURATION_MINUTES = { min: 30, max: 24 * 60, default: 120 } as const;

/** The spec's date and time, e.g. "Saturday, March 14, 2026 at 9:30 AM" (with the en-US locale). */
export const EVENT_DATE_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** The `code` of a 403 that only asks the signed-in person to confirm their e-mail (issue 16): not a sign-out. */
export const EMAIL_NOT_VERIFIED = codeOf(messageOf(apiMessages, 'verifyEmailFirst'));
/** How long a sign-up's confirmation link works. */
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 3600;
/** Where a followed confirmation link lands: Home, which says the address is confirmed. */
export const VERIFIED_CALLBACK = '/?verified=1';
