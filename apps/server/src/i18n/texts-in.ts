import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { catalogMessages, TEXTS_DIR } from '@volunteering/shared/i18n/catalog-messages';
import { DEFAULT_LANGUAGE, INTL_LOCALES, isLanguage, type Language } from '@volunteering/shared/i18n/languages';
import { findMessage, namespaceOf, translateTexts, type Catalog } from '@volunteering/shared/i18n/texts';

// The server's words in the reader's language (decision 031): API replies in the caller's, e-mails
// in the recipient's. The same catalogs as the pages, compiled here the first time a namespace is
// read in a language, and kept.

const instances = new Map<Language, I18n>();
const translations = new Map<string, object>();

function i18nWith(language: Language, namespace: string): I18n {
  const locale = INTL_LOCALES[language];
  let i18n = instances.get(language);
  if (!i18n) instances.set(language, (i18n = setupI18n({ locale, messages: { [locale]: {} } })));
  let catalog: Catalog | undefined;
  try {
    catalog = JSON.parse(readFileSync(path.join(TEXTS_DIR, language, `${namespace}.json`), 'utf8')) as Catalog;
  } catch (error) {
    // A namespace not yet written in this language reads in English.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (catalog) i18n.load(locale, catalogMessages(namespace, catalog, (message) => compileMessage(message)));
  return i18n;
}

/** An account's language as stored; English for anything else. */
export const accountLanguage = (stored: unknown): Language => (isLanguage(stored) ? stored : DEFAULT_LANGUAGE);

/** Texts made with `defineTexts`, in `language`. */
export function textsIn<T extends object>(texts: T, language: Language): T {
  if (language === DEFAULT_LANGUAGE) return texts;
  const namespace = namespaceOf(texts);
  const key = `${language}/${namespace}`;
  let translated = translations.get(key);
  if (!translated) translations.set(key, (translated = translateTexts(texts, i18nWith(language, namespace))));
  return translated as T;
}

/** An English message of ours (a schema's, a refusal's) in `language`; anything else as it is. */
export function messageIn(english: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return english;
  const found = findMessage(english);
  return found ? found.in(textsIn(found.texts, language)) : english;
}
