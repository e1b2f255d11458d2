/**
 * How each collection's stored documents follow a schema change: RxDB's migration strategies, kept beside the
 * generated schemas so one list says both the RxDB schema version and how to reach it. On opening, RxDB runs
 * the steps a device has not run yet over its documents and over its replication bookkeeping (the last state
 * it saw from the server, the push checkpoint), so local data and writes not yet sent survive an upgrade and
 * are pushed afterwards (db/database.ts).
 *
 * To change a replicated document shape: change the shared zod schema, append one step here for that
 * collection (the RxDB version becomes the number of steps), and keep the change additive for the server's
 * window of older app versions (MIN_SUPPORTED_SCHEMA_VERSION in shared/src/schemas/collections.ts). A step
 * also rewrites the server state a device last saw; if it fills a default the server does not store, a write
 * queued before the upgrade meets the server as a conflict once and is merged by the shared three-way merge.
 * schema-versions.test.ts fails when a shape changes without a step.
 */
import type { z } from 'zod';
import type { RxJsonSchema, MigrationStrategies } from 'rxdb';
import { COLLECTION_SCHEMAS, type CollectionName } from '@shared/schemas/collections.ts';
import { toRxSchema } from './rx-schema.ts';

/** Turns a stored document of the previous version into this version; null drops it. */
export type MigrationStep = (oldDoc: Record<string, any>) => Record<string, any> | null | Promise<Record<string, any> | null>;

/** Each collection's steps, oldest first: step i takes version i to version i + 1. Never edit or remove one. */
export const MIGRATIONS: { readonly [C in CollectionName]: readonly MigrationStep[] } = {
  // v1: the optional isSupportAgent flag (additive: stored documents stay as they are).
  // v2: the optional savedSearches and timeZone (additive).
  accounts: [(doc) => doc, (doc) => doc],
  employers: [],
  // v1: the optional screeningQuestions, screeningKnockoutAction and scorecardAttributes (additive).
  jobs: [(doc) => doc],
  // v1: the optional isSummary flag of an employer's summary copy (additive).
  candidates: [(doc) => doc],
  // v1: the 'withdrawn' status and the optional withdrawReason (additive: stored documents stay as they are).
  // v2: the optional resumeFileId and resumeFileName of the résumé sent with it; optional screeningAnswers,
  // screeningFlags, source; each history step may carry its note and author; the rejection reason and details
  // (additive).
  // v3 (this release): the optional tags, the company's tags on the candidate (issue 48; additive).
  applications: [(doc) => doc, (doc) => doc, (doc) => doc],
  // v1: the optional userEmail of a support chat, for agents (additive).
  conversations: [(doc) => doc],
  // v1 (this release): the optional senderName of a company member's message (issue 47; additive).
  messages: [(doc) => doc],
  // v1: the optional interviewerName, employerTimeZone and candidateTimeZone the server fills, the 'proposed'
  // status with its offeredSlots, offerExpiresAt and the candidate's pickedSlot; the optional scorecards
  // (additive).
  // v2 (this release): the optional candidateReply, a candidate's request for another time or decline (additive).
  // v3 (this release): the optional interviewerId, the company member who runs it (issue 47; additive).
  interviews: [(doc) => doc, (doc) => doc, (doc) => doc],
  notifications: [],
  files: [],
  verifications: [],
  savedJobs: [],
};

/** What RxDB needs to open a collection at its current version. */
export interface CollectionDefinition {
  schema: RxJsonSchema<any>;
  migrationStrategies: MigrationStrategies;
}

/** A collection's RxDB schema (its version is the number of steps) and migration strategies (keyed 1..version). */
export function collectionDefinition(
  name: CollectionName,
  entity: z.ZodType = COLLECTION_SCHEMAS[name],
  steps: readonly MigrationStep[] = MIGRATIONS[name],
): CollectionDefinition {
  return {
    schema: toRxSchema(name, entity, steps.length),
    migrationStrategies: Object.fromEntries(steps.map((step, i) => [i + 1, step])),
  };
}
