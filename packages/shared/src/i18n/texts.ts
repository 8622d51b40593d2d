// The texts of a screen in every language (decision 031). English is written in the spec's words in
// `texts/<namespace>.ts`, as typed objects (a text with values is a function); every other
// language is a catalog of ICU messages of the same shape in `texts/<language>/<namespace>.json`,
// where a function's arguments are {0}, {1}…, compiled at build time and formatted by Lingui.
import type { I18n } from '@lingui/core';

const namespaces = new WeakMap<object, string>();

/** Names a screen's English texts; the name is their catalogs' file name. */
export function defineTexts<const T extends object>(namespace: string, texts: T): T {
  namespaces.set(texts, namespace);
  return texts;
}

export function namespaceOf(texts: object): string {
  const namespace = namespaces.get(texts);
  if (!namespace) throw new Error('These texts were not made with defineTexts');
  return namespace;
}

/** A catalog: the ICU messages in the shape of the English texts (a list stays a list). */
export type Catalog = { [key: string]: string | Catalog | Catalog[] | string[] };

/**
 * The English texts in the language `i18n` holds: an object of the same shape whose strings and
 * functions give that language's messages. A message the catalog lacks stays English (the catalog
 * test keeps that from happening).
 */
export function translateTexts<T extends object>(texts: T, i18n: I18n): T {
  const walk = (english: unknown, id: string): unknown => {
    const known = id in i18n.messages;
    if (typeof english === 'string') return known ? i18n._(id) : english;
    if (typeof english === 'function') {
      return known ? (...args: unknown[]) => i18n._(id, Object.fromEntries(args.map((value, index) => [index, value]))) : english;
    }
    if (Array.isArray(english)) return english.map((item, index) => walk(item, `${id}.${index}`));
    if (english && typeof english === 'object') {
      return Object.fromEntries(Object.entries(english).map(([key, value]) => [key, walk(value, `${id}.${key}`)]));
    }
    return english;
  };
  return walk(texts, namespaceOf(texts)) as T;
}
