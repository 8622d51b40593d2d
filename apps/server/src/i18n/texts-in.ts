import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { catalogMessages, TEXTS_DIR } from '@volunteering/shared/i18n/catalog-messages';
import type { Messages } from '@volunteering/shared/i18n/format-message';
import { answerOf, codeOf, decodeMessage, messageOf, type MessageRef } from '@volunteering/shared/i18n/messages';
import { DEFAULT_LANGUAGE, INTL_LOCALES, isLanguage, type Language } from '@volunteering/shared/i18n/languages';
import { namespaceOf, textsNamed, translateTexts, type Catalog } from '@volunteering/shared/i18n/texts';
import { apiMessages } from '@volunteering/shared/texts/api';

// The server's words in the reader's language (decisions 031, 049): API answers in the caller's,
// e-mails in the recipient's. The same catalogs as the pages, compiled here the first time a namespace is
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

/** A message (a text's code and values, decision 049) as the API answers it, its words in `language`. */
export function answerIn(ref: MessageRef, language: Language) {
  const texts = textsNamed(ref.namespace);
  return answerOf(ref, texts && textsIn(texts, language));
}

/** A schema's message (a code, see schemaMessage) as answered in `language`; zod's own words stay as they are, under `otherwise`'s code. */
export function schemaAnswerIn(message: string, language: Language, otherwise = messageOf(apiMessages, 'invalidInput')) {
  const ref = decodeMessage(message);
  return ref ? answerIn(ref, language) : { code: codeOf(otherwise), message };
}
