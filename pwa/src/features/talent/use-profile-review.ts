/**
 * What a talent list needs around its cards: each card's best job, and the profile open in the review dialog
 * (with the candidate's best job explained first). Shared by /find-talent and /advanced-search.
 */
import { useCallback, useMemo, useState } from 'react';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { ProfileReview } from './CandidateProfileDialog.tsx';
import type { TalentPool } from './use-talent-pool.ts';

export function useProfileReview({ entries, best, jobs }: Pick<TalentPool, 'entries' | 'best' | 'jobs'>) {
  const [review, setReview] = useState<ProfileReview | null>(null);
  const positionById = useMemo(() => new Map(entries.map((entry, i) => [entry.candidate.id, i])), [entries]);

  /** The card's best-match facts for the entry at a position; undefined while the employer has no active job. */
  const bestAt = useCallback(
    (position: number) => {
      const jobAt = best.jobAt[position];
      return jobAt >= 0 ? { score: best.score[position], jobId: jobs[jobAt].id, jobTitle: jobs[jobAt].title } : undefined;
    },
    [best, jobs],
  );

  const openReview = useCallback(
    (candidate: Candidate) => {
      const position = positionById.get(candidate.id);
      if (position === undefined) return;
      setReview({ candidate, years: entries[position].years, jobId: bestAt(position)?.jobId });
    },
    [positionById, entries, bestAt],
  );
  const closeReview = useCallback(() => setReview(null), []);

  return { review, openReview, closeReview, bestAt };
}
