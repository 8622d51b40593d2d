// The visitor's choices kept on their device (nothing that identifies anyone): their names and
// values, once, for the browser that keeps them and the server that renders pages with them.

/** How long a choice kept in a cookie lasts: a year. */
export const PREFERENCE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function isOneOf<T>(values: readonly T[]) {
  return (value: unknown): value is T => (values as readonly unknown[]).includes(value);
}

export const LAYOUTS = ['list', 'grid'] as const;
export type Layout = (typeof LAYOUTS)[number];
export const DEFAULT_LAYOUT: Layout = 'grid';
/** The list/grid choice: its localStorage key (the spec's) and the cookie the server renders lists by. */
export const LAYOUT_STORAGE_KEY = 'eventLayout';
export const isLayout = isOneOf(LAYOUTS);

export const THEMES = ['light', 'dim'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';
/**
 * The light/dim choice in localStorage, and the cookie the server draws the theme switch by. apps/web/public/theme-init.js, a plain script that runs
 * before the first paint, spells it out too; a test holds it to these values.
 */
export const THEME_STORAGE_KEY = 'theme';
export const isTheme = isOneOf(THEMES);

/** The cookie with the visitor's time zone, which the server writes dates in. */
export const TIME_ZONE_COOKIE = 'tz';
