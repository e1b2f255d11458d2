/**
 * An interviewer's assignments (issue 47): the interviews of their company assigned to them and, through those
 * not cancelled, the applications, profiles and jobs they interview on. An interviewer acts as themselves
 * (auth/company-viewer.ts) and is named a reader of those rows when assigned (rules/interviews.ts); readers
 * only grow, so what they may still see is decided here, at each read, from the interviews as they are now.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer.ts';
import type { Queryable } from '../db/client.ts';
import { findRows } from '../store/rows.ts';

export interface InterviewerAssignments {
  interviewIds: Set<string>;
  applicationIds: Set<string>;
  candidateIds: Set<string>;
  jobIds: Set<string>;
  /**
   * A digest of the above, kept in the pull's checkpoint: a pull under other assignments starts over, so a
   * change that committed between reading them and reading the rows is still sent (replication/pull.ts).
   */
  mark: string;
}

/** Whether the viewer is an employer holding the interviewer role: they see only what they are assigned. */
export function isCompanyInterviewer(viewer: Viewer): boolean {
  return viewer.userType === 'employer' && viewer.company?.role === 'interviewer';
}

/** The interviewer's assignments now: the open (not cancelled) interviews of their company assigned to them. */
export async function loadAssignments(q: Queryable, viewer: Viewer): Promise<InterviewerAssignments> {
  const empty: InterviewerAssignments = { interviewIds: new Set(), applicationIds: new Set(), candidateIds: new Set(), jobIds: new Set(), mark: '' };
  const companyId = viewer.company?.id;
  if (!companyId) return empty;
  const rows = await findRows(
    q,
    'interviews',
    sql`owner_user_id = ${companyId} and not deleted and doc->>'interviewerId' = ${viewer.userId} and doc->>'status' <> 'cancelled'`,
  );
  for (const row of rows) {
    empty.interviewIds.add(row.id);
    if (typeof row.doc.applicationId === 'string') empty.applicationIds.add(row.doc.applicationId);
    if (typeof row.doc.candidateId === 'string') empty.candidateIds.add(row.doc.candidateId);
    if (typeof row.doc.jobId === 'string') empty.jobIds.add(row.doc.jobId);
  }
  const ids = [...empty.interviewIds].sort().join(',');
  empty.mark = ids ? createHash('sha256').update(ids).digest('base64url').slice(0, 22) : '';
  return empty;
}
