/**
 * What an employer may see of open candidate profiles, read once per request: everything on a paid plan in
 * force, else the profiles it opened with a counted view (open-profile.ts). Readers' profiles are decided by
 * the candidate rules themselves.
 */
import { sql } from 'drizzle-orm';
import type { CollectionName } from '@shared/schemas/collections.ts';
import type { Viewer } from '../auth/sessions.ts';
import { queryRows, type Queryable } from '../db/client.ts';
import type { CandidateAccess } from '../rules/candidate-summary.ts';
import type { ProjectionViewer } from '../rules/types.ts';
import { effectivePlan } from '../plans/usage.ts';
import { isCompanyInterviewer, loadAssignments } from '../company/assignments.ts';
import { readRow } from '../store/rows.ts';
import type { Account } from '@shared/schemas/account.ts';

/** The profiles an employer opened, ever (an opened profile stays open; only first views in a month count). */
export async function openedProfileIds(q: Queryable, employerUserId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(q, sql`select candidate_id as id from profile_views where employer_user_id = ${employerUserId}`);
  return rows.map((r) => r.id);
}

/** An employer's access to open candidate profiles at `now`. */
export async function loadCandidateAccess(q: Queryable, employerUserId: string, now: Date): Promise<CandidateAccess> {
  if ((await effectivePlan(q, employerUserId, now)) !== 'free') return { tier: 'full', granted: new Set() };
  return { tier: 'summary', granted: new Set(await openedProfileIds(q, employerUserId)) };
}

/**
 * The viewer ready to project `collection`: employers reading candidates carry their access; an interviewer
 * reading applications, candidates or jobs carries their assignments instead (they hold no marketplace profiles).
 */
export async function projectionViewer(q: Queryable, collection: CollectionName, viewer: Viewer, now: Date): Promise<ProjectionViewer> {
  if (collection === 'accounts') return withCompanyPlan(q, viewer);
  if ((collection === 'applications' || collection === 'candidates' || collection === 'jobs') && isCompanyInterviewer(viewer)) return { ...viewer, assignments: await loadAssignments(q, viewer) };
  if (collection !== 'candidates' || viewer.userType !== 'employer') return viewer;
  return { ...viewer, candidateAccess: await loadCandidateAccess(q, viewer.userId, now) };
}

/** A company member other than the company itself reads their account with the company's plan (rules/accounts.ts). */
async function withCompanyPlan(q: Queryable, viewer: Viewer): Promise<ProjectionViewer> {
  const companyId = viewer.userType === 'employer' ? viewer.company?.id : undefined;
  if (!companyId || companyId === viewer.userId) return viewer;
  const company = (await readRow(q, 'accounts', companyId))?.doc as Account | undefined;
  if (!company) return viewer;
  const { plan, subscriptionStatus, currentPeriodEnd, cancelAtPeriodEnd } = company;
  return { ...viewer, companyPlan: { plan, subscriptionStatus, currentPeriodEnd, cancelAtPeriodEnd } };
}
