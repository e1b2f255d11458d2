/** The two people of an interview, as the server knows them (user ids, names and addresses never sent to the other). */
import { and, eq } from 'drizzle-orm';
import type { Interview } from '@shared/schemas/interview.ts';
import type { Queryable } from '../db/client.ts';
import { companyMembers, users } from '../db/schema.ts';
import { readRow, type StoredRow } from '../store/rows.ts';

export interface Participant {
  userId: string;
  name: string;
  /** '' for an account made with a phone number only. */
  email: string;
  /**
   * For the employer side: whether they may read the candidate's contact details the interview copies (an
   * interviewer-role member never does: ARCHITECTURE.md, "Company teams").
   */
  seesContact?: boolean;
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

/** A company member as a participant of their side, by their account; `fallbackName` when it has none. */
export async function memberParticipant(q: Queryable, userId: string, fallbackName: string): Promise<Participant> {
  const user = await userOf(q, userId);
  return { userId, name: user.name || fallbackName, email: user.email };
}

async function roleIn(q: Queryable, companyId: string, userId: string): Promise<string | null> {
  const [member] = await q.select({ role: companyMembers.role }).from(companyMembers).where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
  return member?.role ?? null;
}

/**
 * Who the interview is between: the company's member it is assigned to (its employer, for an interview from
 * before teams) and the candidate, who owns the profile it names. Still one to one: the candidate's signals go
 * to the assigned member (an admin or recruiter may open the room too, room-access.ts, but is no second peer).
 */
export async function interviewParticipants(q: Queryable, row: StoredRow): Promise<InterviewParticipants> {
  const doc = row.doc as Interview;
  const profile = await readRow(q, 'candidates', doc.candidateId);
  const candidateUserId = profile?.ownerUserId ?? row.readerUserIds[0] ?? '';
  const interviewerId = doc.interviewerId ?? row.ownerUserId;
  const [employer, candidate, interviewerRole] = await Promise.all([userOf(q, interviewerId), userOf(q, candidateUserId), roleIn(q, row.ownerUserId, interviewerId)]);
  return {
    employer: { userId: interviewerId, name: employer.name || doc.companyName, email: employer.email, seesContact: interviewerRole !== 'interviewer' },
    candidate: { userId: candidateUserId, name: doc.candidateName || candidate.name, email: candidate.email },
  };
}
