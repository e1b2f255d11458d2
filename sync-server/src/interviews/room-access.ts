/**
 * Who may use an interview's room and when, checked on every call: only its employer and its candidate (anyone
 * else gets the answer of an interview that does not exist), only while it is scheduled and inside the join
 * window (15 minutes before the start until the planned end).
 */
import { INTERVIEW_ROOM_MESSAGES, API_ERROR_MESSAGES } from '@shared/messages.ts';
import { roomClosedReason } from '@shared/rules/interview-schedule.ts';
import type { RoomRole } from '@shared/schemas/interview-room.ts';
import type { Interview } from '@shared/schemas/interview.ts';
import type { Viewer } from '../auth/sessions.ts';
import type { Queryable } from '../db/client.ts';
import { httpError } from '../http-error.ts';
import { readRow, type StoredRow } from '../store/rows.ts';
import { interviewParticipants, type InterviewParticipants, type Participant } from './participants.ts';

/** The caller's side of an interview. */
export interface InterviewAccess {
  row: StoredRow;
  interview: Interview;
  role: RoomRole;
  self: Participant;
  peer: Participant;
  participants: InterviewParticipants;
}

const notFound = (): never => httpError(404, 'not_found', API_ERROR_MESSAGES.notFound);

/** The interview as one of its two participants sees it; 404 for anyone else. */
export async function participantAccess(q: Queryable, interviewId: string, viewer: Viewer): Promise<InterviewAccess> {
  const row = await readRow(q, 'interviews', interviewId);
  if (!row || row.deleted) return notFound();
  const participants = await interviewParticipants(q, row);
  const role: RoomRole | null =
    viewer.userId === participants.employer.userId ? 'employer' : viewer.userId === participants.candidate.userId ? 'candidate' : null;
  if (!role) return notFound();
  const [self, peer] = role === 'employer' ? [participants.employer, participants.candidate] : [participants.candidate, participants.employer];
  return { row, interview: row.doc as Interview, role, self, peer, participants };
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
