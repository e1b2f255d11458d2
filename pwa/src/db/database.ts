/**
 * The user's local database: one RxDB database (Dexie storage) with a collection per replicated entity. A
 * changed document shape migrates the stored documents in place (db/migrations.ts), so an upgrade keeps the
 * local data and the writes not yet sent. Conflicts resolve by the shared three-way merge, except for writes the server refused, which revert to the
 * server's state (the refused content is kept as a draft elsewhere).
 */
import { addRxPlugin, createRxDatabase, type RxCollection, type RxConflictHandler, type RxDatabase } from 'rxdb';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { stateOf } from '@shared/rules/document-state.ts';
import { isSameJson, mergeConflict } from '@shared/rules/merge-conflict.ts';
import { COLLECTION_NAMES, type CollectionName, type DocOf } from '@shared/schemas/collections.ts';
import type { UserType } from '@shared/schemas/common.ts';
import type { WireDoc } from '@shared/schemas/replication.ts';
import { yieldToBrowser } from '../ui/yield-to-browser.ts';
import { appStorage } from './app-storage.ts';
import { collectionDefinition, type CollectionDefinition } from './migrations.ts';

addRxPlugin(RxDBLeaderElectionPlugin);
addRxPlugin(RxDBMigrationSchemaPlugin);

export type Collections = { [C in CollectionName]: RxCollection<DocOf<C>> };
export type AppDatabase = RxDatabase<Collections>;

/**
 * The database name of a user. It stays the same across upgrades (RxDB migrates the collections inside); the
 * 'v1' is the schema version of the app that first named it, kept so devices of that version keep their data.
 */
export function databaseName(userId: string): string {
  return `hiresync-v1-${userId.replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
}

let devModeLoaded: Promise<void> | undefined;
async function loadDevMode() {
  // Dev-mode checks schemas and queries; it is heavy, so only development builds load it.
  if (!import.meta.env?.DEV || import.meta.env?.MODE === 'test') return;
  devModeLoaded ??= import('rxdb/plugins/dev-mode').then(({ RxDBDevModePlugin }) => addRxPlugin(RxDBDevModePlugin));
  await devModeLoaded;
}

/** The conflict handler of a collection for a user of a role. */
export function conflictHandlerFor(
  collection: CollectionName,
  role: UserType,
  wasRefused: (collection: CollectionName, id: string) => boolean,
): RxConflictHandler<any> {
  return {
    isEqual: (a, b) => isSameJson(stateOf(a), stateOf(b)),
    async resolve(input) {
      if (wasRefused(collection, input.realMasterState.id as string)) return input.realMasterState;
      // Loaded on the first conflict: its write schemas (every form's) are not needed to open the database.
      const { writableFields } = await import('@shared/rules/writable-fields.ts');
      return mergeConflict(input as never, writableFields(collection, role)) as WireDoc as never;
    },
  };
}

/** Open a user's database with every collection. */
export async function openAppDatabase(
  userId: string,
  role: UserType,
  wasRefused: (collection: CollectionName, id: string) => boolean,
  storage = appStorage(),
  // Server tests run several devices in one process, where RxDB's open core allows 13 collections in all.
  names: readonly CollectionName[] = COLLECTION_NAMES,
  // The schema and migration strategies of a collection; an upgrade test opens other versions.
  define: (name: CollectionName) => CollectionDefinition = collectionDefinition,
  // False for a database in this tab's memory (db/storage-fallback.ts): no other tab shares it, so it leads itself.
  multiInstance = true,
): Promise<AppDatabase> {
  await loadDevMode();
  const db = await createRxDatabase<Collections>({
    name: databaseName(userId),
    storage,
    multiInstance,
    eventReduce: true,
    closeDuplicates: true,
  });
  // One collection per task: building a collection's schema and storage takes a phone 10-40 ms, all twelve
  // at once made the page stop answering for half a second as the app opened. A collection at a newer version
  // migrates its documents (and its replication state) before it opens.
  // RxDB sorts a schema's keys with localeCompare, and the first call in a page builds the ICU collator (15 ms
  // here, four times that on a phone): built in a task of its own, it does not lengthen the first collection's
  // or the one that opened the database.
  await yieldToBrowser();
  'a'.localeCompare('b');
  for (const name of names) {
    await yieldToBrowser();
    await db.addCollections({ [name]: { ...define(name), conflictHandler: conflictHandlerFor(name, role, wasRefused) } } as never);
  }
  return db;
}
