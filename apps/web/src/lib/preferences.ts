import { isLayout, isTheme, LAYOUT_STORAGE_KEY, THEME_STORAGE_KEY, TIME_ZONE_COOKIE, type Layout, type Theme } from '@volunteering/shared/preferences';

const YEAR = 60 * 60 * 24 * 365;

/** A preference cookie the server reads when it renders the next page. */
function setPreferenceCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR}; SameSite=Lax`;
}

/** The list/grid choice kept from an earlier visit, if there is a valid one. */
export function readStoredLayout(): Layout | undefined {
  try {
    const saved = localStorage.getItem(LAYOUT_STORAGE_KEY);
    return isLayout(saved) ? saved : undefined;
  } catch {
    // Storage can be unavailable (privacy settings); the default layout still applies.
    return undefined;
  }
}

/** Kept for the next visit, and in the cookie, so the server renders lists in it. */
export function storeLayout(layout: Layout): void {
  try {
    localStorage.setItem(LAYOUT_STORAGE_KEY, layout);
  } catch {
    // Not remembered across visits, but the choice still applies now.
  }
  setPreferenceCookie(LAYOUT_STORAGE_KEY, layout);
}

/** Kept for the next visit, and in the cookie, so the server draws the theme switch in it. */
export function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be unavailable (privacy settings); the choice then lasts for this page only.
  }
  setPreferenceCookie(THEME_STORAGE_KEY, theme);
}

function readStoredTheme(): Theme | undefined {
  try {
    const saved = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Tells the server, for the pages it renders next, the visitor's time zone (dates then need no
 * correction after hydration), and the list layout and theme kept in storage. Run once the page is up.
 */
export function rememberPreferencesForServer(): void {
  try {
    setPreferenceCookie(TIME_ZONE_COOKIE, Intl.DateTimeFormat().resolvedOptions().timeZone);
    const layout = readStoredLayout();
    if (layout) setPreferenceCookie(LAYOUT_STORAGE_KEY, layout);
    const theme = readStoredTheme();
    if (theme) setPreferenceCookie(THEME_STORAGE_KEY, theme);
  } catch {
    // No time zone to tell: the server writes UTC, corrected after hydration.
  }
}
