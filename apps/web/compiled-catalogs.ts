// Decision 031: the catalogs of the languages other than English, compiled at build time so the
// browser gets Lingui's compiled messages and not the ICU parser. `virtual:catalogs` lists them as
// one lazy chunk per language and namespace; each chunk is a catalog's messages by Lingui id.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { catalogFiles, catalogMessages, TEXTS_DIR } from '../../packages/shared/src/i18n/catalog-messages.ts';
import type { Catalog } from '../../packages/shared/src/i18n/texts.ts';

const LIST_ID = 'virtual:catalogs';
const CATALOG_PREFIX = 'virtual:catalog/';

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
