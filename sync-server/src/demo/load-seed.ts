/**
 * The demo marketplace, loaded only when DEMO_DATA asks for it: it is made with @faker-js/faker, a development
 * dependency that a production install (`npm ci --omit=dev`) does not have.
 */
import type { seedIfEmpty } from './seed.ts';

export const DEMO_NEEDS_FAKER =
  'DEMO_DATA=1 needs @faker-js/faker, a development dependency this install does not have: ' +
  'run `npm install` (with dev dependencies), or set DEMO_DATA=0.';

export async function loadDemoSeed(): Promise<typeof seedIfEmpty> {
  try {
    await import('@faker-js/faker');
  } catch {
    throw new Error(DEMO_NEEDS_FAKER);
  }
  return (await import('./seed.ts')).seedIfEmpty;
}
