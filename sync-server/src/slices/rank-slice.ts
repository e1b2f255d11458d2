/**
 * Ranks a pool with the shared scorer (the number the device shows) and keeps the best `cap`: for a candidate,
 * each job's score; for an employer, each profile's best score against any of its active jobs (0 when it has
 * none, so recency alone decides). Ties go to the more recent document, then the smaller id, so a refresh with
 * nothing changed picks the same slice.
 */
import { createMatchIndex, scorePair, toCandidateFeatures, toJobFeatures } from '@shared/scoring/index.ts';
import type { MatchCandidate, MatchJob } from '@shared/scoring/index.ts';
import type { PoolEntry } from './slice-pool.ts';

/** A document chosen for a slice, with its score. */
export interface Ranked {
  id: string;
  score: number;
}

function best(scored: { id: string; updated: number; score: number }[], cap: number): Ranked[] {
  scored.sort((a, b) => b.score - a.score || b.updated - a.updated || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return scored.slice(0, cap).map(({ id, score }) => ({ id, score }));
}

/** The best `cap` jobs of the pool for this candidate. */
export function rankJobsFor(candidate: MatchCandidate, pool: PoolEntry<MatchJob>[], cap: number, now: Date): Ranked[] {
  const index = createMatchIndex();
  // Jobs first: the candidate's bitsets are then built once, over every job skill and location.
  const jobs = pool.map((entry) => toJobFeatures(index, entry.fields));
  const features = toCandidateFeatures(index, candidate, now);
  return best(
    pool.map((entry, i) => ({ id: entry.id, updated: entry.updated, score: scorePair(features, jobs[i]!) })),
    cap,
  );
}

/** The best `cap` profiles of the pool for an employer with these active jobs. */
export function rankCandidatesFor(jobs: MatchJob[], pool: PoolEntry<MatchCandidate>[], cap: number, now: Date): Ranked[] {
  const index = createMatchIndex();
  const jobFeatures = jobs.map((job) => toJobFeatures(index, job));
  return best(
    pool.map((entry) => {
      const features = toCandidateFeatures(index, entry.fields, now);
      let score = 0;
      for (const job of jobFeatures) score = Math.max(score, scorePair(features, job));
      return { id: entry.id, updated: entry.updated, score };
    }),
    cap,
  );
}

/** A candidate profile as the scorer reads it; a missing profile scores as a blank one. */
export function matchCandidateOf(doc: Record<string, unknown> | undefined): MatchCandidate {
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  return {
    skills: list(doc?.skills) as string[],
    experience: list(doc?.experience),
    education: list(doc?.education),
    location: typeof doc?.location === 'string' ? doc.location : '',
    workAuthorizationStatus: (doc?.workAuthorizationStatus ?? '') as MatchCandidate['workAuthorizationStatus'],
  } as MatchCandidate;
}

/** A job as the scorer reads it. */
export function matchJobOf(doc: Record<string, unknown>): MatchJob {
  return {
    skills: (Array.isArray(doc.skills) ? doc.skills : []) as string[],
    location: typeof doc.location === 'string' ? doc.location : '',
    requiredExperience: Number(doc.requiredExperience) || 0,
    remoteOk: doc.remoteOk === true,
    visaSponsorship: doc.visaSponsorship === true,
  };
}
