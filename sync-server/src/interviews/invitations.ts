/**
 * Invitations to candidates who had not applied (issue 51): an employer may interview a candidate found in Find
 * Talent or on their record; the interview carries no application and no e-mail. Accepting is applying to the job
 * (the ordinary apply write, source 'invited', which shares contact details as applying does); once the
 * application is stored, the job's open interviews with that candidate are linked to it and gain the address.
 * Declining is the ordinary decline: the interview is cancelled and nothing is shared.
 */
import { sql } from 'drizzle-orm';
import { interviewSchema, type Interview } from '@shared/schemas/interview.ts';
import type { Tx } from '../db/client.ts';
import { findRows, writeRow } from '../store/rows.ts';

/** Link the open interviews for `jobId` with the candidate, made before they applied, to their new application. */
export async function linkInvitedInterviews(tx: Tx, jobId: string, candidateId: string, applicationId: string, email: string, now: Date): Promise<void> {
  const rows = await findRows(
    tx,
    'interviews',
    sql`doc->>'jobId' = ${jobId} and doc->>'candidateId' = ${candidateId} and doc->>'applicationId' is null and doc->>'status' in ('scheduled', 'proposed')`,
  );
  for (const row of rows) {
    const doc = interviewSchema.parse({ ...(row.doc as Interview), applicationId, candidateEmail: email, updatedAt: now.toISOString() });
    await writeRow(tx, 'interviews', { ...row, doc }, now);
  }
}
