/**
 * The sync engine's code, loaded in steps that the browser evaluates in tasks of their own: the shared entity
 * schemas (zod), RxDB's Dexie storage (RxDB's core and Dexie), the database, the write schemas (every form's, for which fields
 * a role may write), then replication. As one chunk, evaluating it was the longest task of opening the app on a
 * phone (80-150 ms in Lighthouse's trace, against a 50 ms budget). Loaded once, by the first caller (a stored
 * session or a sign-in); a signed-out visit never asks for it.
 */
import { yieldToBrowser } from '../ui/yield-to-browser.ts';

type SyncEngine = typeof import('./sync-engine.ts');

let loading: Promise<SyncEngine> | undefined;

export function loadSyncEngine(): Promise<SyncEngine> {
  loading ??= (async () => {
    // Each step's modules are evaluated when its import resolves; the yield ends that task.
    const steps = [
      // The job and candidate schemas are half of the entity schemas' construction: a task of their own.
      () => import('@shared/schemas/job.ts'),
      () => import('@shared/schemas/collections.ts'),
      () => import('../db/app-storage.ts'),
      () => import('../db/database.ts'),
      () => import('@shared/rules/writable-fields.ts'),
    ];
    for (const step of steps) {
      await step();
      await yieldToBrowser();
    }
    return import('./sync-engine.ts');
  })().catch((error: unknown) => {
    // A chunk that failed to arrive (offline before the app was installed) is asked for again next time.
    loading = undefined;
    throw error;
  });
  return loading;
}
