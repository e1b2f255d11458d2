/**
 * The delayed move of an application that did not meet a knockout to Not Selected, when its job's employer
 * chose that (decisions.md: never a silent rejection). Armed by the apply rule in the application's own
 * transaction; done by the scheduled-job poller. It moves only an application nobody moved meanwhile, logs
 * 'Screening' and the rules that matched on the history, and tells the candidate as any status change does.
 */
import { getApplicationStatusLabel } from '@shared/rules/application-status.ts';
import { SCREENING_REJECTION_REASON } from '@shared/rules/screening.ts';
import { applicationSchema, type Application } from '@shared/schemas/application.ts';
import { NOTIFICATION_TEXTS } from '@shared/messages.ts';
import type { Queryable, Tx } from '../db/client.ts';
import { armJob, type JobHandler } from '../jobs/scheduled-jobs.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { readRow, writeRow } from '../store/rows.ts';

/** The scheduled job's kind. */
export const SCREENING_REJECT_JOB = 'screening-reject';

/** Statuses a knockout still moves from: the application was not taken further by a person. */
const UNTOUCHED_STATUSES: ReadonlySet<Application['status']> = new Set(['pending', 'viewed']);

/** Arm the move of one application at `runAt` (inside the transaction that stores the application). */
export async function armScreeningReject(q: Queryable, applicationId: string, runAt: Date): Promise<void> {
  await armJob(q, { id: `${SCREENING_REJECT_JOB}:${applicationId}`, kind: SCREENING_REJECT_JOB, runAt, payload: { applicationId } });
}

/** The history note of such a move: the reason, then the rules that matched. */
export function screeningRejectNote(flags: readonly string[]): string {
  return [SCREENING_REJECTION_REASON, ...flags].join(' · ');
}

/** Move the application now if it still waits untouched with a flag; answers whether it moved. */
export async function rejectOnScreening(q: Tx, applicationId: string, now: Date): Promise<boolean> {
  const row = await readRow(q, 'applications', applicationId, true);
  if (!row || row.deleted) return false;
  const current = row.doc as unknown as Application;
  if (!UNTOUCHED_STATUSES.has(current.status) || !current.screeningFlags?.length) return false;
  const at = now.toISOString();
  const doc = applicationSchema.parse({
    ...current,
    status: 'rejected',
    statusHistory: [...current.statusHistory, { status: 'rejected', at, note: screeningRejectNote(current.screeningFlags) }],
    updatedAt: at,
  });
  await writeRow(q, 'applications', { ...row, doc }, now);
  await createNotification(
    q,
    row.ownerUserId,
    {
      type: 'application',
      ...NOTIFICATION_TEXTS.applicationStatus(doc.jobTitle, doc.companyName, getApplicationStatusLabel(doc.status)),
      actionUrl: '/application-tracking',
    },
    now,
  );
  return true;
}

/** The scheduled-job handlers of screening. */
export const screeningJobHandlers: Record<string, JobHandler> = {
  [SCREENING_REJECT_JOB]: async (db, job, now) => {
    await db.transaction((tx) => rejectOnScreening(tx, String(job.payload.applicationId), now));
  },
};
