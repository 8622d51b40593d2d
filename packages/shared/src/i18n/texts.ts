// The texts of a screen in every language (decision 031). English is written in the spec's words in
// `texts/<namespace>.ts`, as typed objects (a text with values is a function); every other
// language is a catalog of ICU messages of the same shape in `texts/<language>/<namespace>.json`,
// where a function's arguments are {0}, {1}…, compiled at build time by Lingui's compiler.
import { namespaceOf } from './define-texts.ts';
import { formatMessage, type Messages } from './format-message.ts';

export { defineTexts, namespaceOf, textsNamed, type Catalog } from './define-texts.ts';

/**
 * The English texts in another language: an object of the same shape whose strings and functions
 * give the messages of its catalogs, written in `locale`. A message the catalogs lack stays English
 * (the catalogs' test keeps that from happening).
 */
export function translateTexts<T extends object>(texts: T, messages: Messages, locale: string): T {
  const walk = (english: unknown, id: string): unknown => {
    const message = Object.hasOwn(messages, id) ? messages[id] : undefined;
    if (typeof english === 'string') return message === undefined ? english : formatMessage(message, {}, locale);
    if (typeof english === 'function') {
      return message === undefined ? english : (...args: unknown[]) => formatMessage(message, { ...args }, locale);
    }
    if (Array.isArray(english)) return english.map((item, index) => walk(item, `${id}.${index}`));
    if (english && typeof english === 'object') {
      return Object.fromEntries(Object.entries(english).map(([key, value]) => [key, walk(value, `${id}.${key}`)]));
    }
    return english;
  };
  return walk(texts, namespaceOf(texts)) as T;
}
