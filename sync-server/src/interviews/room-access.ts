/**
 * Who may use an interview's room and when, checked on every call: its candidate and, on the company's side, the
 * member it is assigned to and the company's admins and recruiters (issue 47); anyone else, an interviewer of
 * the same company not assigned to it included, gets the answer of an interview that does not exist. Only while
 * it is scheduled and inside the join window (15 minutes before the start until the planned end).
 */
import { INTERVIEW_ROOM_MESSAGES, API_ERROR_MESSAGES } from '@shared/messages.ts';
import { roomClosedReason } from '@shared/rules/interview-schedule.ts';
import type { RoomRole } from '@shared/schemas/interview-room.ts';
import type { Interview } from '@shared/schemas/interview.ts';
import type { Viewer } from '../auth/sessions.ts';
import type { Queryable } from '../db/client.ts';
import { httpError } from '../http-error.ts';
import { readRow, type StoredRow } from '../store/rows.ts';
import { interviewParticipants, memberParticipant, type InterviewParticipants, type Participant } from './participants.ts';

/** The caller's side of an interview. */
export interface InterviewAccess {
  row: StoredRow;
  interview: Interview;
  role: RoomRole;
  self: Participant;
  peer: Participant;
  participants: InterviewParticipants;
  /** Whether the caller manages the interview for the company (admin, recruiter): cancels it, not only runs it. */
  manages: boolean;
}

const notFound = (): never => httpError(404, 'not_found', API_ERROR_MESSAGES.notFound);

/** The interview as one of its two participants sees it; 404 for anyone else. */
export async function participantAccess(q: Queryable, interviewId: string, viewer: Viewer): Promise<InterviewAccess> {
  const row = await readRow(q, 'interviews', interviewId);
  if (!row || row.deleted) return notFound();
  const participants = await interviewParticipants(q, row);
  if (viewer.userId === participants.candidate.userId) {
    return { row, interview: row.doc as Interview, role: 'candidate', self: participants.candidate, peer: participants.employer, participants, manages: false };
  }
  // The company's side: a member of the company that owns the row (a member who left has no company, and their
  // own id may still be the founder's: it grants nothing then).
  const company = viewer.userType === 'employer' ? viewer.company : undefined;
  if (!company || company.id !== row.ownerUserId) return notFound();
  const manages = company.role === 'admin' || company.role === 'recruiter';
  if (!manages && viewer.userId !== participants.employer.userId) return notFound();
  // The caller speaks as themselves (their name on a scorecard, their signals), the assigned interviewer or not.
  const self = viewer.userId === participants.employer.userId ? participants.employer : { ...(await memberParticipant(q, viewer.userId, participants.employer.name)), seesContact: manages };
  return { row, interview: row.doc as Interview, role: 'employer', self, peer: participants.candidate, participants, manages };
}

/** Refuse (409) unless the room is open at `now`. */
export function assertRoomOpen(interview: Interview, now: Date): void {
  const reason = roomClosedReason(interview, now);
  if (reason) httpError(409, reason, INTERVIEW_ROOM_MESSAGES[reason]);
}

/** The participant's access to an open room: 404 / 409 otherwise. */
export async function roomAccess(q: Queryable, interviewId: string, viewer: Viewer, now: Date): Promise<InterviewAccess> {
  const access = await participantAccess(q, interviewId, viewer);
  assertRoomOpen(access.interview, now);
  return access;
}
