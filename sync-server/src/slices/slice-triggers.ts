/**
 * What a job or profile write does to slices, called from the write rules' `after` (same transaction): a
 * document that became public is offered to the slices it fits at once (it must reach devices live), and a
 * change of what the scorer reads asks for a refresh of the writer's own slice soon (a scheduled job).
 */
import { isSameJson } from '@shared/rules/merge-conflict.ts';
import type { Tx } from '../db/client.ts';
import type { StoredRow } from '../store/rows.ts';
import { offerToSlices } from './offer-to-slices.ts';
import { armSliceRefresh } from './slice-refresh-job.ts';

/** The job fields the shared scorer reads, and whether it is public at all. */
const JOB_MATCH_FIELDS = ['skills', 'location', 'requiredExperience', 'remoteOk', 'visaSponsorship', 'isActive'];
/** The profile fields the shared scorer reads, and what decides the pool (location, skills). */
const CANDIDATE_MATCH_FIELDS = ['skills', 'location', 'experience', 'education', 'workAuthorizationStatus'];

function changed(before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined, fields: string[]): boolean {
  return fields.some((f) => !isSameJson(before?.[f] ?? null, after?.[f] ?? null));
}

function jobWasPublic(master: StoredRow | null): boolean {
  return !!master && !master.deleted && master.publicScope === 'all';
}

/** Whether a job write posts or reopens the job (`doc` absent for a deletion). */
export function jobBecamePublic(master: StoredRow | null, doc: Record<string, unknown> | null): doc is Record<string, unknown> {
  return doc?.isActive === true && !jobWasPublic(master);
}

/** After an employer's job write (`doc` absent for a deletion). */
export async function afterJobWrite(tx: Tx, employerUserId: string, master: StoredRow | null, doc: Record<string, unknown> | null, now: Date) {
  const wasPublic = jobWasPublic(master);
  const isPublic = doc?.isActive === true;
  if (jobBecamePublic(master, doc)) await offerToSlices(tx, 'jobs', doc, now);
  if (wasPublic !== isPublic || changed(master?.doc, doc ?? undefined, JOB_MATCH_FIELDS)) {
    await armSliceRefresh(tx, employerUserId, 'candidates', now);
  }
}

/** After a candidate's profile write. */
export async function afterProfileWrite(tx: Tx, candidateUserId: string, master: StoredRow | null, doc: Record<string, unknown>, now: Date) {
  const wasOpen = !!master && !master.deleted && master.publicScope === 'employers';
  if (doc.isOpenToEmployers === true && !wasOpen) await offerToSlices(tx, 'candidates', doc, now);
  if (changed(master?.doc, doc, CANDIDATE_MATCH_FIELDS)) await armSliceRefresh(tx, candidateUserId, 'jobs', now);
}
