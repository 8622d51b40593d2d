import { config } from 'zod/v4/core';

// Our CSP forbids eval. zod probes `new Function` once to decide whether to compile its parsers, and
// the browser reports that probe as a CSP violation though zod catches the refusal. main.tsx imports
// this first, so it runs before any schema is built (zod decides when a schema is built).
config({ jitless: true });
