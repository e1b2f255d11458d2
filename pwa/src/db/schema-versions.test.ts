/**
 * A device that stored a collection under one schema opens it under the same RxDB version only if the schema
 * is the same (RxDB refuses otherwise, and the app would not open). So a changed shape must come with a
 * migration step (db/migrations.ts), which raises the version; this test holds each version's schema to the
 * one recorded here and fails when a shape changes without a step.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, type CollectionName } from '@shared/schemas/collections.ts';
import { databaseName } from './database.ts';
import { collectionDefinition } from './migrations.ts';
import { replicationIdentifier } from './replicate.ts';

/**
 * version:hash of each collection's RxDB schema. After appending a step, record the new version and hash
 * (the failure prints them); never change the hash of a version devices already have.
 */
const RECORDED: Record<CollectionName, string> = {
  accounts: '2:95312a0dad10b3b1',
  employers: '0:ab3f8a4d75e8d745',
  jobs: '1:e7ab9471afe4a9d3',
  candidates: '1:3307fd5c35dec454',
  applications: '3:992a1efa40111380',
  conversations: '1:743e532750fce2a4',
  messages: '1:b2d96179168f0e0c',
  interviews: '3:d1a13f1bd287ed12',
  notifications: '0:3a7b6eef8f151740',
  files: '0:a24b3c703b7ac43c',
  verifications: '0:3503699185f57582',
  savedJobs: '0:4ea1baeea0dd2de4',
};

function fingerprint(name: CollectionName): string {
  const { schema } = collectionDefinition(name);
  return `${schema.version}:${createHash('sha256').update(JSON.stringify(schema)).digest('hex').slice(0, 16)}`;
}

describe('a changed collection schema comes with a migration step', () => {
  it.each(COLLECTION_NAMES)('%s is the schema recorded for its version', (name) => {
    const now = fingerprint(name);
    expect(now, `${name} changed shape: append a step in db/migrations.ts, then record '${name}: ${now}'`).toBe(RECORDED[name]);
  });
});

describe('what devices already store under keeps its name across versions', () => {
  // A new name would open an empty database (or replication state) and leave unsent writes in the old one.
  it('the database and the replication state of every collection', () => {
    expect(databaseName('5F0c-9a')).toBe('hiresync-v1-5f0c9a');
    for (const name of COLLECTION_NAMES) expect(replicationIdentifier(name)).toBe(`hiresync-${name}-v1`);
  });
});
