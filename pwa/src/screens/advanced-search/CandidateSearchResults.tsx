import { useMemo, useState } from 'react';
import { prepareSearch } from '@shared/rules/search-match.ts';
import type { SearchFilters } from '@shared/schemas/search-filters.ts';
import { MoreCandidateResults } from '../../features/search/MoreCandidateResults.tsx';
import { searchCandidateEntries } from '../../features/search/advanced-search.ts';
import { countActiveFilters } from '../../features/search/search-url.ts';
import { CandidateProfileDialog } from '../../features/talent/CandidateProfileDialog.tsx';
import { TalentCard } from '../../features/talent/TalentCard.tsx';
import { useProfileReview } from '../../features/talent/use-profile-review.ts';
import { useTalentPool } from '../../features/talent/use-talent-pool.ts';
import { SearchResultList } from './SearchResultList.tsx';

const PAGE_SIZE = 30;

/**
 * 'Find Candidates' results (employers): open profiles on this device passing the filters, best match first;
 * below them, when online, the marketplace's other profiles that pass.
 */
export function CandidateSearchResults({ filters, onClear }: { filters: SearchFilters; onClear: () => void }) {
  const pool = useTalentPool();
  const { entries, order, jobs, loading } = pool;
  const [visible, setVisible] = useState({ filters, count: PAGE_SIZE });
  const { review, openReview, closeReview, bestAt } = useProfileReview(pool);

  const count = visible.filters === filters ? visible.count : PAGE_SIZE;
  const search = useMemo(() => prepareSearch(filters), [filters]);
  const results = useMemo(() => searchCandidateEntries(entries, order, search, count), [entries, order, search, count]);
  const isOnDevice = useMemo(() => {
    const ids = new Set(entries.map((entry) => entry.candidate.id));
    return (id: string) => ids.has(id);
  }, [entries]);

  return (
    <>
      <SearchResultList
        noun={['candidate', 'candidates']}
        loading={loading && entries.length === 0}
        hasData={entries.length > 0}
        emptyData={{
          title: 'No candidates yet',
          description: 'Profiles of candidates open to employers appear here as they join, and stay searchable offline.',
        }}
        shown={results.positions.length}
        total={results.total}
        onShowMore={() => setVisible({ filters, count: count + PAGE_SIZE })}
        onClear={onClear}
        isSearching={countActiveFilters('candidates', filters) > 0}
      >
        {results.positions.map((position) => {
          const { candidate, years } = entries[position];
          return (
            <TalentCard
              key={candidate.id}
              candidate={candidate}
              years={years}
              best={bestAt(position)}
              onReview={openReview}
            />
          );
        })}
      </SearchResultList>
      <MoreCandidateResults search={filters} isOnDevice={isOnDevice} jobs={jobs} enabled={!loading} />
      <CandidateProfileDialog review={review} jobs={jobs} onClose={closeReview} />
    </>
  );
}
