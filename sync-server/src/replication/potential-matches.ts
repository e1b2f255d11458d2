/** Counts the active jobs that match a candidate well (Good Match or better), with the shared scorer. */
import type { Viewer } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { POTENTIAL_MATCH_MIN_SCORE, scoreCandidateAgainstJobs } from '../rules/scoring-bridge.ts';
import { listVisible } from './documents.ts';

export async function countPotentialMatches(db: Db, viewer: Viewer, candidate: Record<string, unknown>, now: Date): Promise<number> {
  const jobs = await listVisible(db, 'jobs', viewer);
  const active = jobs.filter((job) => job.isActive);
  return scoreCandidateAgainstJobs(candidate, active, now).filter((score) => score >= POTENTIAL_MATCH_MIN_SCORE).length;
}
