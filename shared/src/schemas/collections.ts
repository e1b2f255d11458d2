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
 * Bumped whenever a document shape changes incompatibly. The replication endpoints carry it; a device on
 * another version is told to reload (and its RxDB schema version follows it).
 */
export const SCHEMA_VERSION = 1;
