/**
 * The verification documents the /api/verification routes keep: one per user and kind (`${userId}:${kind}`),
 * written only here (devices cannot write them), and the candidate profile flags that follow them.
 */
import { sql } from 'drizzle-orm';
import type { Candidate } from '@shared/schemas/candidate.ts';
import { verificationSchema, type Verification, type VerificationKind } from '@shared/schemas/verification.ts';
import { nameOf, type UserRow } from '../auth/users.ts';
import type { Queryable, Tx } from '../db/client.ts';
import { findRows, readRow, writeRow } from '../store/rows.ts';

export const checkId = (userId: string, kind: VerificationKind) => `${userId}:${kind}`;

/** A user's check of one kind, or null when never started. */
export async function readCheck(q: Queryable, userId: string, kind: VerificationKind): Promise<Verification | null> {
  const row = await readRow(q, 'verifications', checkId(userId, kind));
  return row && !row.deleted ? verificationSchema.parse(row.doc) : null;
}

/** Store a check; it reaches the user's devices through replication. */
export async function writeCheck(q: Queryable, check: Verification, now: Date): Promise<void> {
  await writeRow(q, 'verifications', { id: check.id, ownerUserId: check.userId, doc: check }, now);
}

/**
 * The name a reference knows the candidate by: the one on their candidate profile (what employers see too),
 * else the account's (`nameOf`). The two differ when a profile was filled in under another name than the sign-up.
 */
export async function candidateNameOf(q: Queryable, user: UserRow | null): Promise<string> {
  if (user) {
    for (const row of await findRows(q, 'candidates', sql`not deleted and owner_user_id = ${user.id}`)) {
      const name = `${String(row.doc.firstName ?? '').trim()} ${String(row.doc.lastName ?? '').trim()}`.trim();
      if (name) return name;
    }
  }
  return nameOf(user);
}

type CandidateFlag = keyof Pick<Candidate, 'isIdVerified' | 'isCompanyEmailVerified' | 'isReferenceVerified'>;

/** The flag employers see on a candidate's profile follows the check (employers have no profile to flag). */
export async function setCandidateFlag(tx: Tx, userId: string, flag: CandidateFlag, value: boolean, now: Date): Promise<void> {
  for (const row of await findRows(tx, 'candidates', sql`not deleted and owner_user_id = ${userId}`)) {
    if (row.doc[flag] === value) continue;
    const { id, ownerUserId, readerUserIds, publicScope } = row;
    await writeRow(tx, 'candidates', { id, ownerUserId, readerUserIds, publicScope, doc: { ...row.doc, [flag]: value } }, now);
  }
}
