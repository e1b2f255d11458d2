/** The two people of an interview, as the server knows them (user ids, names and addresses never sent to the other). */
import { eq } from 'drizzle-orm';
import type { Interview } from '@shared/schemas/interview.ts';
import type { Queryable } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { readRow, type StoredRow } from '../store/rows.ts';

export interface Participant {
  userId: string;
  name: string;
  /** '' for an account made with a phone number only. */
  email: string;
}

export interface InterviewParticipants {
  employer: Participant;
  candidate: Participant;
}

async function userOf(q: Queryable, userId: string): Promise<{ email: string; name: string }> {
  const [user] = await q.select({ email: users.email, firstName: users.firstName, lastName: users.lastName, deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId));
  if (!user || user.deletedAt) return { email: '', name: '' };
  return { email: user.email ?? '', name: `${user.firstName} ${user.lastName}`.trim() };
}

/** Who the interview is between: the employer owns the row, the candidate owns the profile it names. */
export async function interviewParticipants(q: Queryable, row: StoredRow): Promise<InterviewParticipants> {
  const doc = row.doc as Interview;
  const profile = await readRow(q, 'candidates', doc.candidateId);
  const candidateUserId = profile?.ownerUserId ?? row.readerUserIds[0] ?? '';
  const [employer, candidate] = await Promise.all([userOf(q, row.ownerUserId), userOf(q, candidateUserId)]);
  return {
    employer: { userId: row.ownerUserId, name: employer.name || doc.companyName, email: employer.email },
    candidate: { userId: candidateUserId, name: doc.candidateName || candidate.name, email: candidate.email },
  };
}
