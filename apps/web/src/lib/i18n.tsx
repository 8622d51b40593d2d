import type { I18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, INTL_LOCALES, isLanguage, type Language } from '@volunteering/shared/i18n/languages';
import { namespaceOf, translateTexts } from '@volunteering/shared/i18n/texts';
import { createContext, startTransition, use, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { catalogs } from 'virtual:catalogs';
import { storeLanguage } from './preferences.ts';

// The screens' texts in the visitor's language (decision 031). English is in the bundle; another
// language's catalogs come one namespace at a time, when a screen first asks for them, and Lingui,
// which formats their messages, with the first of them: an English page loads neither.

let lingui: Promise<typeof import('@lingui/core')> | undefined;
const instances = new Map<Language, I18n>();
const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();

/** Loads a namespace's catalog; undefined once it is there (or when the language has none: English shows). */
function loadCatalog(language: Language, namespace: string): Promise<void> | undefined {
  const key = `${language}/${namespace}`;
  if (loaded.has(key)) return undefined;
  let pending = loading.get(key);
  if (!pending) {
    const load = catalogs[language]?.[namespace];
    if (!load) {
      loaded.add(key);
      return undefined;
    }
    pending = Promise.all([load(), (lingui ??= import('@lingui/core'))]).then(([module, { setupI18n }]) => {
      const locale = INTL_LOCALES[language];
      let i18n = instances.get(language);
      if (!i18n) instances.set(language, (i18n = setupI18n({ locale, messages: { [locale]: {} } })));
      i18n.load(locale, module.default);
      loaded.add(key);
    });
    loading.set(key, pending);
  }
  return pending;
}

/** Loads the catalogs of `namespaces` (all the language's when omitted: the server's render). */
export async function loadCatalogs(language: Language, namespaces?: Iterable<string>): Promise<void> {
  if (language === DEFAULT_LANGUAGE) return;
  const names = namespaces ? [...namespaces] : Object.keys(catalogs[language] ?? {});
  await Promise.all(names.map((namespace) => loadCatalog(language, namespace)));
}

const translations = new WeakMap<object, Map<Language, unknown>>();
function translated<T extends object>(texts: T, language: Language): T {
  const i18n = instances.get(language);
  // No catalog of this language loaded at all yet: its screens are still English.
  if (!i18n) return texts;
  let byLanguage = translations.get(texts);
  if (!byLanguage) translations.set(texts, (byLanguage = new Map()));
  if (!byLanguage.has(language)) byLanguage.set(language, translateTexts(texts, i18n));
  return byLanguage.get(language) as T;
}

type LanguageState = {
  language: Language;
  setLanguage: (language: Language) => Promise<void>;
  /** The namespaces rendered so far: the server sends them so the browser loads them before hydrating. */
  used: Set<string>;
};

const LanguageContext = createContext<LanguageState>({
  language: DEFAULT_LANGUAGE,
  setLanguage: async () => {},
  used: new Set(),
});

/** The page's language as the server chose it (`<html lang>`), in the browser. */
export function documentLanguage(): Language {
  const language = document.documentElement.lang;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

export function LanguageProvider({ initial, used, children }: { initial: Language; used?: Set<string>; children: ReactNode }) {
  const [language, setState] = useState(initial);
  const [seen] = useState(() => used ?? new Set<string>());
  const setLanguage = useCallback(
    async (next: Language) => {
      storeLanguage(next);
      // The screens on view change at once, without a fallback: their catalogs are loaded first.
      await loadCatalogs(next, seen);
      document.documentElement.lang = next;
      startTransition(() => setState(next));
    },
    [seen],
  );
  const value = useMemo(() => ({ language, setLanguage, used: seen }), [language, setLanguage, seen]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

/** The language on view, the locale `Intl` writes in for it, and the switch. */
export function useLanguage() {
  const { language, setLanguage } = useContext(LanguageContext);
  return { language, locale: INTL_LOCALES[language], setLanguage };
}

/** A screen's texts (made with `defineTexts`) in the language on view; suspends while its catalog loads. */
export function useTexts<T extends object>(texts: T): T {
  const { language, used } = useContext(LanguageContext);
  const namespace = namespaceOf(texts);
  used.add(namespace);
  if (language === DEFAULT_LANGUAGE) return texts;
  const pending = loadCatalog(language, namespace);
  if (pending) use(pending);
  return translated(texts, language);
}
