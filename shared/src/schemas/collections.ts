/**
 * The replicated collections: one name, one entity schema each. The PWA makes its RxDB collections from this
 * table and the sync server its replication endpoints, so the two cannot disagree on what exists.
 */
import type { z } from 'zod';
import { accountSchema } from './account.ts';
import { applicationSchema } from './application.ts';
import { candidateSchema } from './candidate.ts';
import { employerSchema } from './employer.ts';
import { fileRecordSchema } from './file-record.ts';
import { interviewSchema } from './interview.ts';
import { jobSchema } from './job.ts';
import { conversationSchema, messageSchema } from './messaging.ts';
import { notificationSchema } from './notification.ts';
import { savedJobSchema } from './saved-job.ts';
import { verificationSchema } from './verification.ts';

/** Every replicated collection and the schema of its documents. At most 12 (RxDB's open core opens 13). */
export const COLLECTION_SCHEMAS = {
  accounts: accountSchema,
  employers: employerSchema,
  jobs: jobSchema,
  candidates: candidateSchema,
  applications: applicationSchema,
  conversations: conversationSchema,
  messages: messageSchema,
  interviews: interviewSchema,
  notifications: notificationSchema,
  files: fileRecordSchema,
  verifications: verificationSchema,
  savedJobs: savedJobSchema,
} as const;

/** A replicated collection's name. */
export type CollectionName = keyof typeof COLLECTION_SCHEMAS;
/** The names, in a stable order. */
export const COLLECTION_NAMES = Object.keys(COLLECTION_SCHEMAS) as CollectionName[];
/** The document type of a collection. */
export type DocOf<C extends CollectionName> = z.infer<(typeof COLLECTION_SCHEMAS)[C]>;

/**
 * The app's document-shape version, bumped with every change of a replicated shape (each collection's RxDB
 * version and migration live in pwa/src/db/migrations.ts). The replication endpoints carry it.
 */
export const SCHEMA_VERSION = 5;
/**
 * The oldest app version whose reads and writes the server still takes as they are: a device that has not
 * reloaded yet keeps syncing, and its queued writes arrive. Changes inside this window are additive (new
 * optional fields), so an older write is a valid current one; a change an older write would break raises this
 * to the new SCHEMA_VERSION, and older devices are told to reload, migrate locally (keeping unsent writes) and
 * send them then. Normally the previous version: SCHEMA_VERSION - 1 (never below 1).
 */
export const MIN_SUPPORTED_SCHEMA_VERSION = 1;
