/**
 * The pairs /ai-matching shows, from local data and the fast scorer: for an employer, every candidate open to
 * them × each of their active jobs; for a candidate, themselves × every active job. The slow explanation is
 * made per rendered card only.
 */
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Job } from '@shared/schemas/job.ts';
import { toCandidateFeatures } from '@shared/scoring/index.ts';
import { useManyDocs } from '../../db/hooks.ts';
import { session } from '../../state/session.ts';
import { useMyCandidate } from '../candidates/use-my-candidate.ts';
import { JobMatchCache } from '../jobs/job-search.ts';
import { useTalentPool } from '../talent/use-talent-pool.ts';
import { scoreAllPairs, type ScoredPairs } from './match-pairs.ts';

export interface MatchPairs {
  candidates: readonly Candidate[];
  /** Years of experience per candidate position (for the profile dialog). */
  years: readonly (number | undefined)[];
  jobs: readonly Job[];
  pairs: ScoredPairs;
  loading: boolean;
  /** Why there can be no pairs yet, if so: the employer has no active job, the candidate no profile. */
  missing: 'jobs' | 'candidates' | 'profile' | null;
}

/** Pairs for the signed-in employer. */
export function useEmployerMatchPairs(): MatchPairs {
  const { entries, jobs, jobFeatures, loading } = useTalentPool();
  return useMemo(() => {
    const pairs = scoreAllPairs(
      entries.map((entry) => entry.features),
      jobFeatures,
    );
    const missing = jobs.length === 0 ? 'jobs' : entries.length === 0 ? 'candidates' : null;
    return {
      candidates: entries.map((entry) => entry.candidate),
      years: entries.map((entry) => entry.years),
      jobs,
      pairs,
      loading,
      missing,
    };
  }, [entries, jobs, jobFeatures, loading]);
}

const allJobs = new JobMatchCache();
const ACTIVE = { isActive: true } as const;

/** Pairs for the signed-in candidate: their profile with every active job, newest job first. */
export function useCandidateMatchPairs(): MatchPairs {
  const { candidate, loading: candidateLoading } = useMyCandidate();
  const { docs, loading: jobsLoading } = useManyDocs('jobs', ACTIVE);
  const prepared = useMemo(() => {
    const jobs = [...docs].sort((a, b) => b.postedAt.localeCompare(a.postedAt));
    return { jobs, features: allJobs.prepare(jobs).features };
  }, [docs]);
  return useMemo(() => {
    const candidates = candidate ? [candidate] : [];
    // Built after the jobs' features so its bitsets already cover every skill and location they interned.
    const features = candidates.map((each) => toCandidateFeatures(allJobs.index, each, Date.now()));
    return {
      candidates,
      years: candidates.map((each) => each.yearsExperience),
      jobs: prepared.jobs,
      pairs: scoreAllPairs(features, prepared.features),
      loading: candidateLoading || jobsLoading,
      missing: candidate ? (prepared.jobs.length === 0 ? 'jobs' : null) : 'profile',
    };
  }, [candidate, prepared, candidateLoading, jobsLoading]);
}

/** The signed-in user's role, for picking the pairs hook in a component of its own. */
export function useViewerRole() {
  return useSnapshot(session).user?.userType ?? 'candidate';
}
