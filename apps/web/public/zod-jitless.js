// Zod compiles a fast parser for each object schema with `new Function`, after probing whether eval
// is allowed with `Function('')` as the schema is built. The CSP (script-src without 'unsafe-eval')
// blocks that probe, which Chromium reports as a Content Security Policy issue on every page
// (Lighthouse: best practices). Jitless mode skips both; the forms parse a few fields at a time, so
// the fast parser buys nothing here. Zod keeps its settings in this global, which must be set before
// the first schema is built: index.html loads this as a classic deferred script, which runs before
// its module script and so before any chunk of the app (a module of the app would run too late,
// after the chunks it imports).
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
