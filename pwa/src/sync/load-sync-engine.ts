/**
 * The sync engine's code, loaded in steps that the browser evaluates in tasks of their own: the shared entity
 * schemas (zod), then the database (RxDB and Dexie), then replication. As one chunk, evaluating it was the
 * longest task of opening the app on a phone (80-150 ms in Lighthouse's trace, against a 50 ms budget). Loaded
 * once, by the first caller (a stored session or a sign-in); a signed-out visit never asks for it.
 */
import { yieldToBrowser } from '../ui/yield-to-browser.ts';

type SyncEngine = typeof import('./sync-engine.ts');

let loading: Promise<SyncEngine> | undefined;

export function loadSyncEngine(): Promise<SyncEngine> {
  loading ??= (async () => {
    await import('@shared/schemas/collections.ts');
    await yieldToBrowser();
    await import('../db/database.ts');
    await yieldToBrowser();
    return import('./sync-engine.ts');
  })().catch((error: unknown) => {
    // A chunk that failed to arrive (offline before the app was installed) is asked for again next time.
    loading = undefined;
    throw error;
  });
  return loading;
}
