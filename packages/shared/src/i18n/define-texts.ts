// The names of the screens' texts (decision 031): what every texts module needs, and all an English
// page loads. Reading texts in another language is in texts.ts, loaded with the first catalog.

const namespaces = new WeakMap<object, string>();
/** Every screen's texts defined so far (their modules imported), for `findMessage`. */
const defined: object[] = [];

export const definedTexts = (): readonly object[] => defined;

/** Names a screen's English texts; the name is their catalogs' file name. */
export function defineTexts<const T extends object>(namespace: string, texts: T): T {
  namespaces.set(texts, namespace);
  defined.push(texts);
  return texts;
}

export function namespaceOf(texts: object): string {
  const namespace = namespaces.get(texts);
  if (!namespace) throw new Error('These texts were not made with defineTexts');
  return namespace;
}

/** A catalog: the ICU messages in the shape of the English texts (a list stays a list). */
export type Catalog = { [key: string]: string | Catalog | Catalog[] | string[] };
