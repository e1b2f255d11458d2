/**
 * When the first screen of a start has been drawn. A warm start draws Browse Jobs from the user's early documents
 * (state/early-docs.ts) before the database opens; the sync engine's code (its chain of chunks, zod's schemas,
 * RxDB) and the database's open waited for nothing, but on a phone they took the main thread from that first
 * screen. So main.tsx starts them once it is drawn, or after `capMs` at most.
 */
let drawn = false;
const waiting = new Set<() => void>();

/** Said by the database gate once it has drawn what it draws first (a screen, or its loading state). */
export function markFirstScreenDrawn(): void {
  if (drawn) return;
  drawn = true;
  for (const resolve of waiting) resolve();
  waiting.clear();
}

/** Settles once the first screen is drawn, or after `capMs`. */
export function firstScreenDrawn(capMs: number): Promise<void> {
  if (drawn) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiting.delete(done);
      resolve();
    };
    const timer = setTimeout(done, capMs);
    waiting.add(done);
  });
}
