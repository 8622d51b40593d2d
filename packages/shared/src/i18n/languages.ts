// The product's languages (issue 15, decision 031): their codes, names, the cookie that keeps the
// visitor's choice and how a first visit is matched to one. Read by the server that renders pages
// and the browser that switches them.

export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** Each language in its own words, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', bn: 'বাংলা' };

/** The locale `Intl` writes numbers and dates in: Bangla digits and month names for bn. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', bn: 'bn-BD' };

/** The cookie with the visitor's choice (a preference cookie), and the query parameter of the pages' language links (hreflang). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_PARAM = 'lang';

/** The best of our languages for an `Accept-Language` header (by its q weights), else English. */
export function languageOfAcceptLanguage(header: string | undefined): Language {
  let best: { language: Language; q: number } | undefined;
  for (const part of (header ?? '').split(',').slice(0, 20)) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = weight ? Number(weight.slice(2)) : 1;
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { language: primary, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

/** The page's language: the address's `?lang=`, then the visitor's cookie, then their browser's languages. */
export function chooseLanguage(from: { param?: unknown; cookie?: unknown; acceptLanguage?: string }): Language {
  if (isLanguage(from.param)) return from.param;
  if (isLanguage(from.cookie)) return from.cookie;
  return languageOfAcceptLanguage(from.acceptLanguage);
}
