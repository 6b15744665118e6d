import { config } from 'zod/v4/core';

/**
 * Decision 062: zod compiles its object parsers with `new Function`, first probing whether that is
 * allowed. Our CSP has no 'unsafe-eval', so the probe, although zod catches its failure, reports a
 * CSP violation on every page that builds a schema. Jitless parsing skips the probe and the compiled
 * path; the results are the same. main.tsx imports this module first, before any domain schema is
 * built (zod decides when a schema is created). `zod/v4/core` owns the setting and keeps this module
 * free of zod's schema library. The server keeps the faster compiled parsers.
 */
config({ jitless: true });
