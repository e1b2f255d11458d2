/**
 * An employer's review of an application, as one rule for both runtimes: the device applies it at once so the
 * timeline shows the step offline, and the server applies it again, with authority, before storing.
 */
import type { Application, ApplicationStatus } from '../schemas/application.ts';
import { getStatusChangeRefusal } from './application-status.ts';

/** What the review dialog (or PUT /api/applications/{id}) asks for; an absent field keeps its value. */
export interface ApplicationReview {
  status?: ApplicationStatus;
  notes?: string;
}

/** The pipeline fields after a review. */
export type ReviewedFields = Pick<Application, 'status' | 'statusHistory'> & Partial<Pick<Application, 'notes' | 'viewedAt'>>;

/** The reviewed fields, or why the status move is refused. */
export type ReviewOutcome = { ok: true; fields: ReviewedFields; statusChanged: boolean } | { ok: false; reason: string };

/**
 * Apply a review at `now`: a new status must be an allowed move and is added to the history; notes change
 * without touching the history; the first review marks the application viewed.
 */
export function reviewApplication(
  application: Pick<Application, 'status' | 'statusHistory' | 'notes' | 'viewedAt'>,
  review: ApplicationReview,
  now: Date,
): ReviewOutcome {
  const at = now.toISOString();
  const from = application.status;
  const to = review.status ?? from;
  const statusChanged = to !== from;
  if (statusChanged) {
    const refusal = getStatusChangeRefusal(from, to);
    if (refusal) return { ok: false, reason: refusal };
  }
  const notes = review.notes ?? application.notes;
  const viewedAt = application.viewedAt ?? (to !== 'pending' ? at : undefined);
  return {
    ok: true,
    statusChanged,
    fields: {
      status: to,
      statusHistory: statusChanged ? [...application.statusHistory, { status: to, at }] : application.statusHistory,
      ...(notes !== undefined ? { notes } : {}),
      ...(viewedAt !== undefined ? { viewedAt } : {}),
    },
  };
}
