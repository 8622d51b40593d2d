// Our CSP forbids eval. zod probes `new Function` once to decide whether to compile its parsers, and
// the browser reports that probe as a CSP violation though zod catches the refusal. main.tsx imports
// this first, so it runs before any schema is built (zod decides when a schema is built).
// zod keeps its settings on `globalThis.__zod_globalConfig` and takes an object already there; set
// directly, Home (which builds no schema) does not load zod's core for it (3 KB gzip).
// zod-jitless.test.ts holds zod to that name.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;
export {};
