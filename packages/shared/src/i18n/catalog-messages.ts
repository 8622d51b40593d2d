import type { Catalog } from './texts.ts';

// Build time only (apps/web/compiled-catalogs.ts): the browser gets the result, not this code.

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
