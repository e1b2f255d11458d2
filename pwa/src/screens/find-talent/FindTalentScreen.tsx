import { useMemo, useState } from 'react';
import { talentFiltersSchema, type TalentFilters } from '@shared/schemas/search-filters.ts';
import { CandidateProfileDialog } from '../../features/talent/CandidateProfileDialog.tsx';
import { TalentCard } from '../../features/talent/TalentCard.tsx';
import { useProfileReview } from '../../features/talent/use-profile-review.ts';
import { searchTalent } from '../../features/talent/talent-search.ts';
import { useTalentPool } from '../../features/talent/use-talent-pool.ts';
import { MoreCandidateResults } from '../../features/search/MoreCandidateResults.tsx';
import { ResultList } from '../../features/search/ResultList.tsx';
import { findTalentSearch } from '../../features/search/screen-filters.ts';
import { Button, ButtonLink, EmptyState, Field, Select, Spinner } from '../../ui/index.ts';
import { TalentFilterBar } from './TalentFilterBar.tsx';
import { TAG_TEXTS } from '@shared/messages.ts';
import { candidateTagsOf, knownTags } from '@shared/rules/company-tags.ts';
import type { ApplicationTag } from '@shared/schemas/company-tags.ts';
import { useTagsFollowing } from '../../features/company/use-tags.ts';
import { useDocs } from '../../db/hooks.ts';
import { useOwnEmployer } from '../../features/employer/use-own-employer.ts';

/** Cards rendered at first and added by each 'Show more'. */
const PAGE_SIZE = 30;
const NO_FILTERS: TalentFilters = talentFiltersSchema.parse({});

/**
 * /find-talent (employers): the candidate profiles open to employers on this device, best match with the
 * employer's active jobs first, searched and filtered locally (offline too); a search also asks the server,
 * when online, for the marketplace's other profiles, listed below.
 */
export function FindTalentScreen() {
  const pool = useTalentPool();
  const { entries, order, jobs } = pool;
  const [filters, setFilters] = useState<TalentFilters>(NO_FILTERS);
  const [visibleCount, setVisibleCount] = useState(PAGE_SIZE);
  const { review, openReview, closeReview, bestAt } = useProfileReview(pool);

  // The company's tags on candidates (issue 48): the cached list's candidateTags and the tags on the company's
  // applications on this device (newer when written offline), so they show and filter offline.
  const { employer } = useOwnEmployer();
  const { docs: applications } = useDocs('applications', { employerId: employer?.id ?? '\u0000' });
  const { list: tagList } = useTagsFollowing(applications);
  const [tagId, setTagId] = useState('');
  const tagOptions = useMemo(() => knownTags(tagList?.tags ?? null, applications), [tagList, applications]);
  const tagsOf = useMemo(() => {
    const byCandidate = new Map<string, typeof applications>();
    for (const application of applications) byCandidate.set(application.candidateId, [...(byCandidate.get(application.candidateId) ?? []), application]);
    const memo = new Map<string, ApplicationTag[]>();
    return (candidateId: string) => {
      let found = memo.get(candidateId);
      if (!found) memo.set(candidateId, (found = candidateTagsOf(candidateId, tagList, byCandidate.get(candidateId) ?? [])));
      return found;
    };
  }, [applications, tagList]);
  const results = useMemo(
    () => searchTalent(entries, order, filters, visibleCount, tagId ? { tagId, tagsOf } : undefined),
    [entries, order, filters, visibleCount, tagId, tagsOf],
  );
  const changeFilters = (next: TalentFilters) => {
    setFilters(next);
    setVisibleCount(PAGE_SIZE);
  };
  const isFiltered = filters.query.trim() !== '' || filters.experienceBand !== 'any' || filters.salaryBand !== 'any' || tagId !== '';
  const serverSearch = useMemo(() => findTalentSearch(filters), [filters]);
  const isOnDevice = useMemo(() => {
    const ids = new Set(entries.map((entry) => entry.candidate.id));
    return (id: string) => ids.has(id);
  }, [entries]);

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Find Talent</h1>
        <p className="mt-1 text-sm text-slate-600">
          Candidates open to employers, best match with your active jobs first. Scores are worked out on your device.
        </p>
      </header>

      {!pool.loading && jobs.length === 0 && (
        <div className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-800">
            {pool.hasCompanyProfile
              ? 'Post a job to see how well each candidate matches it.'
              : 'Set up your company profile and post a job to see how well each candidate matches it.'}
          </p>
          <ButtonLink href={pool.hasCompanyProfile ? '/job-posting' : '/employer-profile'} size="sm">
            {pool.hasCompanyProfile ? 'Post a Job' : 'Set Up Company Profile'}
          </ButtonLink>
        </div>
      )}

      <TalentFilterBar filters={filters} onChange={changeFilters} />
      {tagOptions.length > 0 && (
        <div className="sm:max-w-xs">
          <Field label={TAG_TEXTS.filterLabel}>
            <Select
              value={tagId}
              onChange={(event) => {
                setTagId(event.target.value);
                setVisibleCount(PAGE_SIZE);
              }}
              options={[{ value: '', label: TAG_TEXTS.anyTag }, ...tagOptions.map((tag) => ({ value: tag.id, label: tag.name }))]}
            />
          </Field>
        </div>
      )}

      {pool.loading && entries.length === 0 ? (
        <div className="flex justify-center py-16 text-brand-600" data-loading-screen>
          <Spinner size="lg" label="Loading candidates" />
        </div>
      ) : entries.length === 0 ? (
        <EmptyState
          title="No candidates yet"
          description="Profiles of candidates open to employers appear here as they join, and stay readable offline."
        />
      ) : (
        <ResultList
          noun={['candidate', 'candidates']}
          shown={results.positions.length}
          total={results.total}
          isSearching={isFiltered}
          aside={
            // Filters can be cleared while they still find someone, not only from the empty result.
            isFiltered &&
            results.total > 0 && (
              <Button variant="ghost" size="sm" onClick={() => { changeFilters(NO_FILTERS); setTagId(''); }}>
                Clear Filters
              </Button>
            )
          }
          onShowMore={() => setVisibleCount((count) => count + PAGE_SIZE)}
          testId="talent-results"
          empty={
            <EmptyState
              title="No candidates match your search"
              description="Try fewer words, or widen the experience or salary range."
              action={
                isFiltered && (
                  <Button variant="secondary" onClick={() => { changeFilters(NO_FILTERS); setTagId(''); }}>
                    Clear Filters
                  </Button>
                )
              }
            />
          }
        >
          {results.positions.map((position) => {
            const { candidate, years } = entries[position];
            return (
              <TalentCard key={candidate.id} candidate={candidate} years={years} best={bestAt(position)} tags={tagsOf(candidate.id)} onReview={openReview} />
            );
          })}
        </ResultList>
      )}

      <MoreCandidateResults search={serverSearch} isOnDevice={isOnDevice} jobs={jobs} enabled={!pool.loading} />

      <CandidateProfileDialog review={review} jobs={jobs} onClose={closeReview} />
    </div>
  );
}
