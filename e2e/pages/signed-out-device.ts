/** A device whose session ended under it: what its sign-in dialog says, and what its IndexedDB still holds. */
import type { Page } from '@playwright/test';

export class SignedOutDevice {
  constructor(private readonly page: Page) {}

  get notice() {
    return this.page.getByRole('dialog', { name: 'Sign In' }).getByTestId('signed-out-notice');
  }

  /** The signed-in user's id, from the app's cached user. */
  async userId(): Promise<string> {
    return this.page.evaluate(() => (JSON.parse(localStorage.getItem('currentUser') ?? '{}') as { id: string }).id);
  }

  /** The app's IndexedDB databases on this device. */
  async databaseNames(): Promise<string[]> {
    return this.page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.includes('hiresync')).sort());
  }

  /** The app's databases named after the user (RxDB's drop the id's dashes). */
  async databasesOf(userId: string): Promise<string[]> {
    const compact = userId.replace(/[^a-z0-9]/gi, '').toLowerCase();
    return (await this.databaseNames()).filter((name) => name.includes(userId) || name.includes(compact));
  }

  /** How many records of every IndexedDB database on the device mention the user (their id or e-mail). */
  async recordsOf(userId: string, email: string): Promise<number> {
    return this.page.evaluate(
      async ({ userId, email }) => {
        const request = <T>(r: IDBRequest<T>) => new Promise<T>((resolve, reject) => ((r.onsuccess = () => resolve(r.result)), (r.onerror = () => reject(r.error))));
        let count = 0;
        for (const { name } of await indexedDB.databases()) {
          if (!name) continue;
          const db = await request(indexedDB.open(name));
          try {
            for (const store of Array.from(db.objectStoreNames)) {
              const rows = await request(db.transaction(store, 'readonly').objectStore(store).getAll());
              count += rows.filter((row) => {
                const text = JSON.stringify(row) ?? '';
                return text.includes(userId) || text.includes(email);
              }).length;
            }
          } finally {
            db.close();
          }
        }
        return count;
      },
      { userId, email },
    );
  }
}
