/**
 * The replication protocol between a device and the sync server: checkpoints, pull and push bodies, and the
 * answers. Documents travel as their entity schema plus RxDB's `_deleted` flag.
 */
import { z } from 'zod';
import { COLLECTION_NAMES, type CollectionName } from './collections.ts';

/** The name of a replicated collection. */
export const collectionNameSchema = z.enum(COLLECTION_NAMES as [CollectionName, ...CollectionName[]]);

/** The path of a pull or push: /api/replication/:collection/… */
export const replicationPathSchema = z.object({ collection: collectionNameSchema });

const XID8_MAX = 2n ** 64n - 1n;

/**
 * A transaction id as Postgres' xid8 holds it: an unsigned 64-bit number in canonical decimal (no sign, no
 * leading zeros). Anything else could not have come from the server and would fail the cast in the query.
 */
export const transactionIdSchema = z
  .string()
  .refine((value) => /^(0|[1-9]\d{0,19})$/.test(value) && BigInt(value) <= XID8_MAX, 'Not a transaction id');

/**
 * A position in a collection's change feed: the writing transaction's id and a sequence number. `fullUntil`
 * marks an initial sync: rows last written before that transaction horizon are sent only if visible and not
 * deleted (a new device needs no tombstones), rows written later are sent as changes.
 */
export const checkpointSchema = z.object({
  xid: transactionIdSchema,
  seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  fullUntil: transactionIdSchema.optional(),
  /**
   * How the documents up to here were projected for this viewer, where that depends on their plan (an
   * employer's candidate profiles: 'summary' on the free plan, 'full' on a paid one). A pull whose
   * checkpoint names another tier than the viewer's now starts over, so every document arrives re-projected.
   */
  tier: z.enum(['summary', 'full']).optional(),
  /**
   * The company and role (`companyId:role`) an employer's documents up to here were chosen for. A pull whose
   * checkpoint names another starts over; `formerCompany` then names the company left, whose rows the pull
   * that starts over sends as removals until it has caught up.
   */
  company: z.string().max(200).optional(),
  formerCompany: z.string().max(200).optional(),
  /**
   * An interviewer's assignments (issue 47) the documents up to here were projected for, as a digest: a pull
   * whose checkpoint names other assignments starts over, so what they lost goes out as removals.
   */
  assigned: z.string().max(64).optional(),
});
export type Checkpoint = z.infer<typeof checkpointSchema>;

/** Most documents one pull may ask for, and the default. */
export const PULL_BATCH_MAX = 2000;
export const PULL_BATCH_DEFAULT = 1000;

/** A document as it travels: the entity's fields plus the deletion flag. */
export const wireDocSchema = z.looseObject({ id: z.string().min(1).max(129), _deleted: z.boolean() });
export type WireDoc = z.infer<typeof wireDocSchema>;

/** What the device asks of a pull. */
export const pullQuerySchema = z.object({
  checkpoint: checkpointSchema.nullable(),
  limit: z.number().int().min(1).max(PULL_BATCH_MAX).default(PULL_BATCH_DEFAULT),
  /**
   * Pages the device stores one at a time: the answer also gives the checkpoint after each full page of this
   * many documents (`cuts`), so one request can carry several pages, each with its exact position.
   */
  pageSize: z.number().int().min(1).max(PULL_BATCH_MAX).optional(),
});

/** What a pull answers. */
export interface PullResponse {
  documents: WireDoc[];
  checkpoint: Checkpoint | null;
  /** With `pageSize`: the checkpoint after documents[0 … pageSize·(k+1) − 1] for each full page but the last. */
  cuts?: Checkpoint[];
  /**
   * With a first sync's first pull (no checkpoint) of a sliced collection (a candidate's jobs, an employer's
   * profiles): how many documents that whole first sync brings, for the device's 'N of M'.
   */
  total?: number;
}

/** One row of a push: the state the device last saw from the server, and the state it wants. */
export const pushRowSchema = z.object({
  assumedMasterState: wireDocSchema.nullable().optional(),
  newDocumentState: wireDocSchema,
});
export type PushRow = z.infer<typeof pushRowSchema>;

/** Most rows one push may carry. */
export const PUSH_BATCH_MAX = 100;

/** A push body. */
export const pushBodySchema = z.array(pushRowSchema).max(PUSH_BATCH_MAX);

/** A write the server refused, with the reason a person can read, and what the device had written. */
export interface RefusedWrite {
  id: string;
  collection: CollectionName;
  reason: string;
  /** A stable code for the kind of refusal (e.g. `limit`, `forbidden`, `invalid`, `rule`). */
  code: string;
  document: WireDoc;
}

/**
 * What a push answers: the server's state for every row in conflict, and the rows it refused. A device that
 * asks (PUSH_STORED_HEADER) also gets `stored`: the state the server stored for each accepted row where that
 * differs from what was pushed (fields the server fills, such as `updatedAt`, `userId`, `savedAt`), so the
 * device's idea of the server's state is the server's. Older app versions do not ask and get the answer they knew.
 */
export interface PushResponse {
  conflicts: WireDoc[];
  refused: RefusedWrite[];
  stored?: WireDoc[];
}

/** The header by which a device asks a push to answer `stored` (any value but absent). */
export const PUSH_STORED_HEADER = 'x-push-stored';

/** The header that carries the device's schema version on every replication call. */
export const SCHEMA_VERSION_HEADER = 'x-schema-version';
