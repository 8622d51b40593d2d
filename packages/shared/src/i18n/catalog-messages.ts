import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Catalog } from './texts.ts';

// Build time and tests only (apps/web/compiled-catalogs.ts, catalogs.test.ts): the browser gets the result, not this code.

/** Where the catalogs are: `<TEXTS_DIR>/<language>/<namespace>.json`. */
export const TEXTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'texts');

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

/** A catalog's messages by their Lingui ids: `<namespace>.<key>`, `home.guideSteps.0.title`. */
export function catalogMessages<T>(namespace: string, catalog: Catalog, compile: (message: string) => T): Record<string, T> {
  const messages: Record<string, T> = {};
  const walk = (value: unknown, id: string) => {
    if (typeof value === 'string') messages[id] = compile(value);
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, `${id}.${key}`);
  };
  walk(catalog, namespace);
  return messages;
}
