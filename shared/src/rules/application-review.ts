/**
 * An employer's review of an application, as one rule for both runtimes: the device applies it at once so the
 * timeline shows the step offline, and the server applies it again, with authority, before storing.
 */
import type { Application, ApplicationStatus, RejectionReason, StatusChange } from '../schemas/application.ts';
import { getStatusChangeRefusal } from './application-status.ts';

/** What the review dialog (or PUT /api/applications/{id}) asks for: a move, a note to add, or both. */
export interface ApplicationReview {
  status?: ApplicationStatus;
  /** A note to add to the history (never a replacement of an earlier one). */
  notes?: string;
  /** With a move to 'rejected': why, from the short list, and free text. */
  rejectionReason?: RejectionReason;
  rejectionDetail?: string;
}

/** The pipeline fields after a review. */
export type ReviewedFields = Pick<Application, 'status' | 'statusHistory'> &
  Partial<Pick<Application, 'notes' | 'viewedAt' | 'rejectionReason' | 'rejectionDetail'>>;

/** The reviewed fields, or why the status move is refused. */
export type ReviewOutcome =
  | { ok: true; fields: ReviewedFields; statusChanged: boolean; noteAdded: boolean }
  | { ok: false; reason: string };

/**
 * Apply a review at `now` by `authorUserId`: a new status must be an allowed move; a move or a new note adds one
 * step to the history carrying the note and the author, so every note is kept. A note equal to the latest one
 * (`notes`, the same document sent again) adds nothing. The first review marks the application viewed.
 */
export function reviewApplication(
  application: Pick<Application, 'status' | 'statusHistory' | 'notes' | 'viewedAt'>,
  review: ApplicationReview,
  now: Date,
  authorUserId?: string,
): ReviewOutcome {
  const at = now.toISOString();
  const from = application.status;
  const to = review.status ?? from;
  const statusChanged = to !== from;
  if (statusChanged) {
    const refusal = getStatusChangeRefusal(from, to);
    if (refusal) return { ok: false, reason: refusal };
  }
  const note = review.notes?.trim() ?? '';
  const noteAdded = note !== '' && note !== application.notes;
  const viewedAt = application.viewedAt ?? (to !== 'pending' ? at : undefined);
  const step: StatusChange = {
    status: to,
    at,
    ...(noteAdded ? { note } : {}),
    ...(authorUserId ? { authorUserId } : {}),
  };
  const notes = noteAdded ? note : application.notes;
  // A reason is kept only with the move to 'rejected' that it explains.
  const isRejecting = statusChanged && to === 'rejected';
  const detail = review.rejectionDetail?.trim();
  return {
    ok: true,
    statusChanged,
    noteAdded,
    fields: {
      status: to,
      statusHistory: statusChanged || noteAdded ? [...application.statusHistory, step] : application.statusHistory,
      ...(notes !== undefined ? { notes } : {}),
      ...(viewedAt !== undefined ? { viewedAt } : {}),
      ...(isRejecting && review.rejectionReason ? { rejectionReason: review.rejectionReason } : {}),
      ...(isRejecting && detail ? { rejectionDetail: detail } : {}),
    },
  };
}

/**
 * The candidate's copy of a history: the statuses and their times only. Notes, authors and the steps that only
 * added a note (the same status as the step before) are the company's (decisions.md).
 */
export function toCandidateHistory(history: readonly StatusChange[]): StatusChange[] {
  const steps: StatusChange[] = [];
  for (const { status, at } of history) {
    if (steps.at(-1)?.status === status) continue;
    steps.push({ status, at });
  }
  return steps;
}
