import type { CollectionName } from '@shared/schemas/collections.ts';

/** The outbox key of a document (a module of its own: db/writes.ts needs it without Dexie, device-db.ts's). */
export function outboxKey(collection: CollectionName, docId: string): string {
  return `${collection}:${docId}`;
}
