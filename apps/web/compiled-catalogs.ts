// Decision 031: the catalogs of the languages other than English, compiled at build time so the
// browser gets Lingui's compiled messages and not the ICU parser. `virtual:catalogs` lists them as
// one lazy chunk per language and namespace; each chunk is a catalog's messages by Lingui id.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { catalogMessages } from '../../packages/shared/src/i18n/catalog-messages.ts';
import type { Catalog } from '../../packages/shared/src/i18n/texts.ts';

export const TEXTS_DIR = path.resolve(import.meta.dirname, '../../packages/shared/src/texts');
const LIST_ID = 'virtual:catalogs';
const CATALOG_PREFIX = 'virtual:catalog/';

/** The languages with catalogs, each with its namespaces: { bn: ['frame', 'home'] }. */
export function catalogFiles(): Record<string, string[]> {
  const languages: Record<string, string[]> = {};
  for (const entry of readdirSync(TEXTS_DIR, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    languages[entry.name] = readdirSync(path.join(TEXTS_DIR, entry.name))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .sort();
  }
  return languages;
}

export function compiledCatalogs(): Plugin {
  return {
    name: 'compiled-catalogs',
    resolveId(id) {
      if (id === LIST_ID || id.startsWith(CATALOG_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === `\0${LIST_ID}`) {
        const entries = Object.entries(catalogFiles()).map(
          ([language, namespaces]) =>
            `${JSON.stringify(language)}: {${namespaces.map((ns) => `${JSON.stringify(ns)}: () => import(${JSON.stringify(`${CATALOG_PREFIX}${language}/${ns}`)})`).join(', ')}}`,
        );
        return `export const catalogs = {${entries.join(', ')}};`;
      }
      if (id.startsWith(`\0${CATALOG_PREFIX}`)) {
        const [language, namespace] = id.slice(CATALOG_PREFIX.length + 1).split('/') as [string, string];
        const file = path.join(TEXTS_DIR, language, `${namespace}.json`);
        this.addWatchFile(file);
        const catalog = JSON.parse(readFileSync(file, 'utf8')) as Catalog;
        return `export default ${JSON.stringify(catalogMessages(namespace, catalog, (message) => compileMessage(message)))};`;
      }
      return undefined;
    },
  };
}
