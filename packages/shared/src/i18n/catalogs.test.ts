// Every catalog of another language has exactly the English texts' keys, in the same shape, and
// messages Lingui can compile, with no more values than the English text takes (decision 031).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { catalogFiles as catalogsByLanguage, TEXTS_DIR } from './catalog-messages.ts';
import { namespaceOf, type Catalog } from './texts.ts';

async function englishTexts(namespace: string): Promise<object> {
  const module = (await import(`../texts/${namespace}.ts`)) as Record<string, unknown>;
  const texts = Object.values(module).find((value) => {
    try {
      return typeof value === 'object' && value !== null && namespaceOf(value) === namespace;
    } catch {
      return false;
    }
  });
  if (!texts) throw new Error(`texts/${namespace}.ts has no defineTexts('${namespace}', …)`);
  return texts as object;
}

/** Where the catalog differs from the English texts' shape, as `path: problem` lines. */
function shapeProblems(english: unknown, catalog: unknown, at: string): string[] {
  if (typeof english === 'string') return typeof catalog === 'string' ? [] : [`${at}: a text is missing`];
  if (typeof english === 'function') {
    if (typeof catalog !== 'string') return [`${at}: a text is missing`];
    const used = [...catalog.matchAll(/\{\s*(\w+)/g)].map((match) => match[1]!);
    const unknown = used.filter((name) => !/^\d+$/.test(name) || Number(name) >= english.length);
    return unknown.length ? [`${at}: {${unknown.join('}, {')}} is not one of the text's ${english.length} values ({0}…)`] : [];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(catalog) || catalog.length !== english.length) return [`${at}: a list of ${english.length} is expected`];
    return english.flatMap((item, index) => shapeProblems(item, catalog[index], `${at}.${index}`));
  }
  if (typeof catalog !== 'object' || catalog === null || Array.isArray(catalog)) return [`${at}: a group of texts is expected`];
  const englishKeys = Object.keys(english as object);
  const extra = Object.keys(catalog).filter((key) => !englishKeys.includes(key));
  return [
    ...extra.map((key) => `${at}.${key}: not an English text`),
    ...englishKeys.flatMap((key) => shapeProblems((english as Record<string, unknown>)[key], (catalog as Record<string, unknown>)[key], `${at}.${key}`)),
  ];
}

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

const catalogFiles = Object.entries(catalogsByLanguage()).flatMap(([language, namespaces]) => namespaces.map((namespace) => ({ language, namespace })));

describe('the catalogs', () => {
  it('exist for the screens already in Bangla', () => {
    expect(catalogFiles.map(({ language, namespace }) => `${language}/${namespace}`)).toEqual(expect.arrayContaining(['bn/frame', 'bn/home']));
  });

  for (const { language, namespace } of catalogFiles) {
    it(`${language}/${namespace} has every English text and nothing else, each a message Lingui compiles`, async () => {
      const catalog = JSON.parse(readFileSync(path.join(TEXTS_DIR, language, `${namespace}.json`), 'utf8')) as Catalog;
      expect(shapeProblems(await englishTexts(namespace), catalog, namespace)).toEqual([]);
      for (const message of leaves(catalog)) expect(() => compileMessageOrThrow(message), message).not.toThrow();
    });
  }
});

describe('the shape check', () => {
  const english = { title: 'Home', count: (n: number) => `${n} events`, steps: [{ tab: 'One' }] };
  it('finds a missing text, an extra one, a short list and a value the English text does not take', () => {
    expect(shapeProblems(english, { title: 'হোম', count: '{0} ইভেন্ট', steps: [{ tab: 'এক' }] }, 'x')).toEqual([]);
    expect(shapeProblems(english, { count: '{0} ইভেন্ট', steps: [{ tab: 'এক' }], extra: 'y' }, 'x')).toEqual([
      'x.extra: not an English text',
      'x.title: a text is missing',
    ]);
    expect(shapeProblems(english, { title: 'হোম', count: '{1} ইভেন্ট', steps: [] }, 'x')).toEqual([
      "x.count: {1} is not one of the text's 1 values ({0}…)",
      'x.steps: a list of 1 is expected',
    ]);
  });
});
