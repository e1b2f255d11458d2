/**
 * The signed-in employer's talent pool, from local data: the candidate profiles open to employers that this
 * device holds (the server sends only those, field by field), the employer's active jobs, and for each
 * candidate the best match among those jobs, scored on the device. Shared by /find-talent, /advanced-search
 * and /ai-matching; features are cached across screens so only changed documents cost anything.
 */
import { useMemo } from 'react';
import type { Job } from '@shared/schemas/job.ts';
import type { JobFeatures } from '@shared/scoring/index.ts';
import { useDocs, useManyDocs } from '../../db/hooks.ts';
import { useOwnEmployer } from '../employer/use-own-employer.ts';
import { JobMatchCache } from '../jobs/job-search.ts';
import { CandidateMatchCache, type CandidateEntry } from '../matching/candidate-cache.ts';
import { bestJobPerCandidate, type BestMatches } from '../matching/match-pairs.ts';
import { orderTalent } from './talent-search.ts';

const jobCache = new JobMatchCache();
const candidateCache = new CandidateMatchCache(jobCache.index);
const NO_EMPLOYER = '\u0000';
const OPEN_TO_EMPLOYERS = { isOpenToEmployers: true } as const;

export interface TalentPool {
  /** The employer's active jobs, newest first, and their features (same positions). */
  jobs: readonly Job[];
  jobFeatures: readonly JobFeatures[];
  entries: readonly CandidateEntry[];
  /** Per entry position: its best job among `jobs` and that score. */
  best: BestMatches;
  /** Entry positions, best match first, then by name. */
  order: Int32Array;
  loading: boolean;
  hasCompanyProfile: boolean;
}

export function useTalentPool(): TalentPool {
  const { employer, isLoading } = useOwnEmployer();
  const { docs: jobDocs, loading: jobsLoading } = useDocs('jobs', { employerId: employer?.id ?? NO_EMPLOYER, isActive: true });
  const { docs: candidateDocs, loading: candidatesLoading } = useManyDocs('candidates', OPEN_TO_EMPLOYERS);

  const jobs = useMemo(() => {
    const sorted = [...jobDocs].sort((a, b) => b.postedAt.localeCompare(a.postedAt));
    return { jobs: sorted, features: jobCache.prepare(sorted).features };
  }, [jobDocs]);
  // Prepared after the jobs, so the candidates' bitsets already cover every skill and location they interned.
  const entries = useMemo(() => candidateCache.prepare(candidateDocs, Date.now()), [candidateDocs]);
  const best = useMemo(
    () => bestJobPerCandidate(entries.map((entry) => entry.features), jobs.features),
    [entries, jobs],
  );
  const order = useMemo(
    () => orderTalent(entries, jobs.jobs.length > 0 ? best.score : null),
    [entries, best, jobs.jobs.length],
  );

  return {
    jobs: jobs.jobs,
    jobFeatures: jobs.features,
    entries,
    best,
    order,
    loading: isLoading || jobsLoading || candidatesLoading,
    hasCompanyProfile: employer !== undefined,
  };
}
