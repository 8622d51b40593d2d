import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES } from '@volunteering/shared/preferences';
import { describe, expect, it } from 'vitest';
import themeInit from '../../public/theme-init.js?raw';

/** Runs public/theme-init.js, a plain script with its own copy of the key, against a storage holding `stored`. */
function themeApplied(stored: Record<string, string>): string | undefined {
  const documentElement = { dataset: {} as Record<string, string> };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  new Function('localStorage', 'document', themeInit)(localStorage, { documentElement });
  return documentElement.dataset.theme;
}

describe('public/theme-init.js', () => {
  it.each(THEMES)('applies the %s theme saved under the preferences key', (theme) => {
    expect(themeApplied({ [THEME_STORAGE_KEY]: theme })).toBe(theme);
  });

  it('applies the default theme when nothing valid is saved', () => {
    expect(themeApplied({})).toBe(DEFAULT_THEME);
    expect(themeApplied({ [THEME_STORAGE_KEY]: 'neon' })).toBe(DEFAULT_THEME);
  });
});
