/**
 * The contract every collection's rules fulfil: what a viewer may see of a row, and what a write by a viewer
 * stores or why it is refused. Replication and the REST endpoints both go through these, so they cannot drift.
 */
import type { Account } from '@shared/schemas/account.ts';
import type { CollectionName } from '@shared/schemas/collections.ts';
import type { WireDoc } from '@shared/schemas/replication.ts';
import type { Viewer } from '../auth/sessions.ts';
import type { Tx } from '../db/client.ts';
import type { RowInput, StoredRow } from '../store/rows.ts';
import type { CandidateAccess } from './candidate-summary.ts';
import type { InterviewerAssignments } from '../company/assignments.ts';

/**
 * The viewer a projection is made for, with what their plan lets them see where that varies per viewer (an
 * employer's candidate profiles). Callers that did not load it get the narrower view.
 */
export interface ProjectionViewer extends Viewer {
  candidateAccess?: CandidateAccess;
  /** An interviewer's assignments (company/assignments.ts); without them an interviewer sees none of the company's. */
  assignments?: InterviewerAssignments;
  /**
   * The company's plan, for a member reading their own account (issue 47): the plan and limits are the
   * company's, so a member's device shows (and checks offline against) the plan in force for the company.
   */
  companyPlan?: Pick<Account, 'plan' | 'subscriptionStatus' | 'currentPeriodEnd' | 'cancelAtPeriodEnd'>;
}

/** Everything a write rule may look at. */
export interface WriteContext {
  tx: Tx;
  viewer: Viewer;
  now: Date;
  /** The server's row, locked for this transaction; null for an insert. */
  master: StoredRow | null;
  /** The state the device wants (entity fields and `_deleted`). */
  incoming: WireDoc;
}

/** A refusal a person can read; `code` is stable for programs. */
export interface Refusal {
  kind: 'refuse';
  code: 'forbidden' | 'invalid' | 'limit' | 'rule' | 'not_found';
  reason: string;
}

/** A write to store, and the follow-up writes it causes (counters, notifications, access grants). */
export interface Accepted {
  kind: 'write';
  row: RowInput;
  after?: (tx: Tx, now: Date) => Promise<void>;
}

export type WriteOutcome = Accepted | Refusal;

/** The rules of one collection. */
export interface CollectionRules {
  /** The document as this viewer may see it, or null when they may not (sent as a removal). */
  project(row: StoredRow, viewer: ProjectionViewer): Record<string, unknown> | null;
  /** Decide a write. Called inside the transaction that will store it. */
  write(ctx: WriteContext): Promise<WriteOutcome>;
}

/** Build a refusal. */
export function refuse(code: Refusal['code'], reason: string): Refusal {
  return { kind: 'refuse', code, reason };
}

export type RulesTable = Record<CollectionName, CollectionRules>;
