/**
 * The draft line under a form ('Draft saved on this device', 'Draft restored', Discard) and the drafts the
 * device holds, read from IndexedDB the way the app stores them (one device database per signed-in user).
 */
import type { Locator, Page } from '@playwright/test';

export class DraftLine {
  constructor(private readonly scope: Page | Locator) {}

  get saved() {
    return this.scope.getByText('Draft saved on this device');
  }

  get restored() {
    return this.scope.getByText('Draft restored');
  }

  get discard() {
    return this.scope.getByRole('button', { name: 'Discard draft' });
  }
}

/** The keys of the drafts kept on this device for the signed-in user, e.g. ['job-posting:new']. */
export async function draftsOnDevice(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((info) => info.name ?? '').filter((name) => name.startsWith('hiresync-device-'));
    const keys: string[] = [];
    for (const name of names) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      if (db.objectStoreNames.contains('drafts')) {
        const all = await new Promise<IDBValidKey[]>((resolve, reject) => {
          const request = db.transaction('drafts').objectStore('drafts').getAllKeys();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        keys.push(...all.map(String));
      }
      db.close();
    }
    return keys;
  });
}
