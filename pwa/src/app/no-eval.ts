/**
 * Imported first by main.tsx, before any schema is built. zod compiles fast parsers with `new Function` when
 * it may; under our Content-Security-Policy (no 'unsafe-eval') even its probe for that is a logged violation.
 * Zod then parses without generated code: a little slower, and no eval anywhere in the page.
 */
import { z } from 'zod';

z.config({ jitless: true });
