// The names of the screens' texts (decision 031): what every texts module needs, and all an English
// page loads. Reading texts in another language is in texts.ts, loaded with the first catalog.

/** Where each group of texts is: its namespace, and its keys' path in it ('' for the namespace's own). */
const places = new WeakMap<object, { namespace: string; path: string }>();
/** Every namespace's English texts defined so far (their modules imported), for a message's code. */
const byNamespace = new Map<string, object>();

/** Names a screen's English texts; the name is their catalogs' file name. */
export function defineTexts<const T extends object>(namespace: string, texts: T): T {
  byNamespace.set(namespace, texts);
  const walk = (group: object, path: string) => {
    if (places.has(group)) return;
    places.set(group, { namespace, path });
    for (const [key, inner] of Object.entries(group)) if (inner && typeof inner === 'object') walk(inner, path ? `${path}.${key}` : key);
  };
  walk(texts, '');
  return texts;
}

export function namespaceOf(texts: object): string {
  const place = places.get(texts);
  if (!place || place.path) throw new Error('These texts were not made with defineTexts');
  return place.namespace;
}

/** A namespace's texts, or a group inside them (`notificationsTexts.done`): its namespace and its path there. */
export const placeOf = (texts: object): { namespace: string; path: string } | undefined => places.get(texts);

/** A namespace's English texts, when their module is loaded. */
export const textsNamed = (namespace: string): object | undefined => byNamespace.get(namespace);

/** A catalog: the ICU messages in the shape of the English texts (a list stays a list). */
export type Catalog = { [key: string]: string | Catalog | Catalog[] | string[] };
