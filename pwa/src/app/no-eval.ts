/**
 * Imported first by main.tsx, before any schema is built. zod compiles fast parsers with `new Function` when
 * it may; under our Content-Security-Policy (no 'unsafe-eval') even its probe for that is a logged violation.
 * Zod then parses without generated code: a little slower, and no eval anywhere in the page.
 *
 * Set through the global object zod keeps its config in (what `z.config({ jitless: true })` writes), not by
 * importing zod: that would put the whole library in the first chunk of every page, the landing page included,
 * which builds no schema. no-eval.test.ts checks that zod still reads it from there.
 */
// A module (nothing to export): imported for its effect.
export {};

const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
