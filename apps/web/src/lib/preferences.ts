import { LANGUAGE_COOKIE, type Language } from '@volunteering/shared/i18n/languages';
import {
  isLayout,
  isTheme,
  LAYOUT_STORAGE_KEY,
  PREFERENCE_COOKIE_MAX_AGE_S,
  THEME_STORAGE_KEY,
  TIME_ZONE_COOKIE,
  type Layout,
  type Theme,
} from '@volunteering/shared/preferences';

/** A preference cookie the server reads when it renders the next page. */
function setPreferenceCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${PREFERENCE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** A choice kept in storage under `key`, if a valid one is there. */
function readStored<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  try {
    const saved = localStorage.getItem(key);
    return isValid(saved) ? saved : undefined;
  } catch {
    // Storage can be unavailable (privacy settings); the default still applies.
    return undefined;
  }
}

/** Kept for the next visit, and in the cookie under the same name, so the server renders pages in it. */
function store(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Not remembered across visits, but the choice still applies now.
  }
  setPreferenceCookie(key, value);
}

/** The list/grid choice kept from an earlier visit, if there is a valid one. */
export const readStoredLayout = (): Layout | undefined => readStored(LAYOUT_STORAGE_KEY, isLayout);
/** The server renders lists in it. */
export const storeLayout = (layout: Layout): void => store(LAYOUT_STORAGE_KEY, layout);
/** The server draws the theme switch in it. */
export const storeTheme = (theme: Theme): void => store(THEME_STORAGE_KEY, theme);
/** The server renders pages in it (only the cookie: the server decides each page's language). */
export const storeLanguage = (language: Language): void => setPreferenceCookie(LANGUAGE_COOKIE, language);

/**
 * Tells the server, for the pages it renders next, the visitor's time zone (dates then need no
 * correction after hydration), and the list layout and theme kept in storage. Run once the page is up.
 */
export function rememberPreferencesForServer(): void {
  try {
    setPreferenceCookie(TIME_ZONE_COOKIE, Intl.DateTimeFormat().resolvedOptions().timeZone);
    const layout = readStoredLayout();
    if (layout) setPreferenceCookie(LAYOUT_STORAGE_KEY, layout);
    const theme = readStored(THEME_STORAGE_KEY, isTheme);
    if (theme) setPreferenceCookie(THEME_STORAGE_KEY, theme);
  } catch {
    // No time zone to tell: the server writes UTC, corrected after hydration.
  }
}
