import { useCallback, useMemo, useState } from 'react';
import { candidateExperienceYears } from '@shared/rules/search-match.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Job } from '@shared/schemas/job.ts';
import type { SearchFiltersInput } from '@shared/schemas/search-filters.ts';
import { CandidateProfileDialog, type ProfileReview } from '../talent/CandidateProfileDialog.tsx';
import { TalentCard } from '../talent/TalentCard.tsx';
import { bestJobFor } from './best-job.ts';
import { MoreResults } from './MoreResults.tsx';
import { fetchCandidatePage } from './server-results.ts';
import { useServerSearch } from './use-server-search.ts';

/**
 * Candidates from the whole marketplace below a screen's local talent results, as the same cards: the best of
 * the employer's active jobs is scored here, and 'Review Profile' opens the profile the server sent (a summary
 * on the free plan, as on the device).
 */
export function MoreCandidateResults({
  search,
  isOnDevice,
  jobs,
  enabled = true,
}: {
  search: SearchFiltersInput;
  isOnDevice: (id: string) => boolean;
  /** The employer's active jobs, for each card's best match. */
  jobs: readonly Job[];
  enabled?: boolean;
}) {
  const results = useServerSearch({ type: 'candidates', filters: search, fetchPage: fetchCandidatePage, isOnDevice, enabled });
  const [review, setReview] = useState<ProfileReview | null>(null);
  const cards = useMemo(() => {
    const now = Date.now();
    return results.items.map(({ doc }) => ({
      candidate: doc,
      years: candidateExperienceYears(doc, now),
      best: bestJobFor(doc, jobs, now),
    }));
  }, [results.items, jobs]);
  const byId = useMemo(() => new Map(cards.map((card) => [card.candidate.id, card])), [cards]);
  const openReview = useCallback(
    (candidate: Candidate) => {
      const card = byId.get(candidate.id);
      if (card) setReview({ candidate, years: card.years, jobId: card.best?.jobId });
    },
    [byId],
  );

  return (
    <>
      <MoreResults type="candidates" results={results}>
        {cards.map(({ candidate, years, best }) => (
          <TalentCard key={candidate.id} candidate={candidate} years={years} best={best} onReview={openReview} />
        ))}
      </MoreResults>
      <CandidateProfileDialog review={review} jobs={jobs} onClose={() => setReview(null)} />
    </>
  );
}
