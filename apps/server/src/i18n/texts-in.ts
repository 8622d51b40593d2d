import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { catalogMessages, TEXTS_DIR } from '@volunteering/shared/i18n/catalog-messages';
import { findMessage } from '@volunteering/shared/i18n/find-message';
import type { Messages } from '@volunteering/shared/i18n/format-message';
import { DEFAULT_LANGUAGE, INTL_LOCALES, isLanguage, type Language } from '@volunteering/shared/i18n/languages';
import { namespaceOf, translateTexts, type Catalog } from '@volunteering/shared/i18n/texts';

// The server's words in the reader's language (decision 031): API replies in the caller's, e-mails
// in the recipient's. The same catalogs as the pages, compiled here the first time a namespace is
// read in a language, and kept.

const translations = new Map<string, object>();

function compiledCatalog(language: Language, namespace: string): Messages {
  let catalog: Catalog;
  try {
    catalog = JSON.parse(readFileSync(path.join(TEXTS_DIR, language, `${namespace}.json`), 'utf8')) as Catalog;
  } catch (error) {
    // A namespace not yet written in this language reads in English.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return {};
  }
  return catalogMessages(namespace, catalog, (message) => compileMessage(message));
}

/** An account's language as stored; English for anything else. */
export const accountLanguage = (stored: unknown): Language => (isLanguage(stored) ? stored : DEFAULT_LANGUAGE);

/** Texts made with `defineTexts`, in `language`. */
export function textsIn<T extends object>(texts: T, language: Language): T {
  if (language === DEFAULT_LANGUAGE) return texts;
  const namespace = namespaceOf(texts);
  const key = `${language}/${namespace}`;
  let translated = translations.get(key);
  if (!translated) translations.set(key, (translated = translateTexts(texts, compiledCatalog(language, namespace), INTL_LOCALES[language])));
  return translated as T;
}

/** An English message of ours (a schema's, a refusal's) in `language`; anything else as it is. */
export function messageIn(english: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return english;
  const found = findMessage(english);
  return found ? found.in(textsIn(found.texts, language)) : english;
}
