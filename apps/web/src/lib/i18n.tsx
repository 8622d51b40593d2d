import type { Messages } from '@volunteering/shared/i18n/format-message';
import { DEFAULT_LANGUAGE, INTL_LOCALES, isLanguage, LANGUAGE_PARAM, type Language } from '@volunteering/shared/i18n/languages';
import { namespaceOf } from '@volunteering/shared/i18n/define-texts';
import { createContext, startTransition, use, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { catalogs } from 'virtual:catalogs';
import { storeLanguage } from './preferences.ts';

// The screens' texts in the visitor's language (decision 031). English is in the bundle; another
// language's catalogs come one namespace at a time, when a screen first asks for them (those of the
// page the server rendered come inside it), and the code that reads them with the first of them: an
// English page loads neither.

/** How texts are read in another language: it comes with the first catalog. */
let reading: Promise<typeof import('@volunteering/shared/i18n/texts')> | undefined;
let reader: typeof import('@volunteering/shared/i18n/texts') | undefined;
// A load that failed is tried again the next time a screen asks.
const loadReader = () =>
  (reading ??= import('@volunteering/shared/i18n/texts').then(
    (module) => (reader = module),
    (error: unknown) => {
      reading = undefined;
      throw error;
    },
  ));
/** Each language's messages loaded so far, every namespace's in one. */
const messages = new Map<Language, Messages>();
/** Each loaded catalog by `<language>/<namespace>`, to send with a page rendered on the server. */
const loaded = new Map<string, Messages>();
const loading = new Map<string, Promise<void>>();

function addCatalog(language: Language, namespace: string, catalog: Messages) {
  loaded.set(`${language}/${namespace}`, catalog);
  if (!messages.has(language)) messages.set(language, {});
  Object.assign(messages.get(language)!, catalog);
}

/** Loads a namespace's catalog; undefined once it is there (or when the language has none: English shows). */
function loadCatalog(language: Language, namespace: string): Promise<void> | undefined {
  const key = `${language}/${namespace}`;
  if (loaded.has(key)) return undefined;
  let pending = loading.get(key);
  if (!pending) {
    const load = catalogs[language]?.[namespace];
    if (!load) {
      loaded.set(key, {});
      return undefined;
    }
    pending = Promise.all([load(), loadReader()]).then(([module]) => addCatalog(language, namespace, module.default));
    pending.catch(() => loading.delete(key));
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

/** The catalogs of `namespaces`, as a page rendered on the server sends them (none in English). */
export function catalogsOf(language: Language, namespaces: Iterable<string>): Record<string, Messages> {
  if (language === DEFAULT_LANGUAGE) return {};
  return Object.fromEntries(
    [...namespaces].flatMap((namespace) => {
      const catalog = loaded.get(`${language}/${namespace}`);
      return catalog && Object.keys(catalog).length ? [[namespace, catalog]] : [];
    }),
  );
}

/** Takes the catalogs a rendered page came with; resolves once they can be read. */
export function takePageCatalogs(language: Language, pageCatalogs: Record<string, Messages>): Promise<unknown> | undefined {
  const namespaces = Object.keys(pageCatalogs);
  if (language === DEFAULT_LANGUAGE || !namespaces.length) return undefined;
  for (const namespace of namespaces) addCatalog(language, namespace, pageCatalogs[namespace]!);
  return loadReader();
}

const translations = new WeakMap<object, Map<Language, unknown>>();
function translated<T extends object>(texts: T, language: Language): T {
  const inLanguage = messages.get(language);
  // No catalog of this language loaded at all yet: its screens are still English.
  if (!inLanguage || !reader) return texts;
  let byLanguage = translations.get(texts);
  if (!byLanguage) translations.set(texts, (byLanguage = new Map()));
  if (!byLanguage.has(language)) byLanguage.set(language, reader.translateTexts(texts, inLanguage, INTL_LOCALES[language]));
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

/**
 * Parts of the server's markup not yet hydrated (when-near.tsx), each a wait until it is: the switch
 * waits for them, since markup hydrated in another language than it was written in does not match.
 */
export const notYetHydrated = new Set<() => Promise<void>>();

export function LanguageProvider({ initial, used, children }: { initial: Language; used?: Set<string>; children: ReactNode }) {
  const [language, setState] = useState(initial);
  const [seen] = useState(() => used ?? new Set<string>());
  const setLanguage = useCallback(
    async (next: Language) => {
      storeLanguage(next);
      // The screens on view change at once, without a fallback: their catalogs are loaded first.
      try {
        // At most a few seconds: a part that failed to draw never hydrates.
        await Promise.race([Promise.all([...notYetHydrated].map((hydrated) => hydrated())), new Promise((resolve) => setTimeout(resolve, 5000))]);
        await loadCatalogs(next, seen);
      } catch {
        // A catalog did not come (a new version deployed, the network gone): the server renders the page in it instead.
        const address = new URL(window.location.href);
        address.searchParams.set(LANGUAGE_PARAM, next);
        window.location.assign(address.href);
        return;
      }
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

/**
 * What `use` is given for a catalog: the same thenable on every render, loading or loaded. React
 * replays a screen that suspended with the hooks and thenables of its first try: a replay with
 * fewer `use` calls throws "Update hook called on initial render" at the screen's next hook (React
 * error 467, reported as recovered, 520), and one given another thenable warns "suspended by an
 * uncached promise" (seen when the catalog came between the try and the replay).
 */
const thenables = new Map<string, Promise<void>>();
function catalogThenable(language: Language, namespace: string): Promise<void> {
  const key = `${language}/${namespace}`;
  let thenable = thenables.get(key);
  if (!thenable) {
    const pending = loadCatalog(language, namespace);
    thenable = pending ?? Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
    thenables.set(key, thenable);
    // A load that failed is tried again on the next render.
    pending?.catch(() => thenables.delete(key));
  }
  return thenable;
}

/** A screen's texts (made with `defineTexts`) in the language on view; suspends while its catalog loads. */
export function useTexts<T extends object>(texts: T): T {
  const { language, used } = useContext(LanguageContext);
  const namespace = namespaceOf(texts);
  used.add(namespace);
  if (language === DEFAULT_LANGUAGE) return texts;
  use(catalogThenable(language, namespace));
  return translated(texts, language);
}

/** For `useMessageText` (message-text.ts): what it needs of the loaded catalogs. */
export const catalogState = {
  context: LanguageContext,
  load: loadCatalog,
  translated,
};
