import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearchParams } from 'wouter';
import { useApplicationLimit, useMyApplications } from '../../features/applications/use-my-applications.ts';
import { useMyCandidate } from '../../features/candidates/use-my-candidate.ts';
import { useMyAccount } from '../../features/plans/use-my-account.ts';
import { browseFiltersOf } from '../../features/saved-searches/browse-filters-of.ts';
import type { SavedSearchDialogTarget } from '../../features/saved-searches/SavedSearchDialog.tsx';
import { JobCard } from '../../features/jobs/JobCard.tsx';
import { SavedJobsList } from '../../features/jobs/SavedJobsList.tsx';
import { hasJobFilters, NO_FILTERS, orderBySalary, searchJobs, type JobFilters, type JobSort } from '../../features/jobs/job-search.ts';
import { useFirstCardsPreview, useJobMatches } from '../../features/jobs/use-job-matches.ts';
import { useSavedJobs } from '../../features/jobs/use-saved-jobs.ts';
import { MoreJobResults } from '../../features/search/MoreJobResults.tsx';
import { ResultList } from '../../features/search/ResultList.tsx';
import { browseJobsSearch } from '../../features/search/screen-filters.ts';
import type { Job } from '@shared/schemas/job.ts';
import type { SavedSearch } from '@shared/schemas/saved-search.ts';
import { useDocs } from '../../db/hooks.ts';
import { keepEarlyDocs } from '../../state/early-docs.ts';
import { rememberFirstCards } from '../../state/first-cards.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { Button, ButtonLink, EmptyState, Spinner, Tabs } from '../../ui/index.ts';
import { FirstSyncCount, FirstSyncPlaceholder } from './FirstSyncProgress.tsx';
import { JobSearchBar } from './JobSearchBar.tsx';

/** Cards rendered at first and added by each 'Show more'. */
const PAGE_SIZE = 30;

type BrowseTab = 'all' | 'saved' | 'searches';

// Saved searches load their schemas and rules only when used: Browse Jobs' first render stays as light as it was.
const SavedSearchesPanel = lazy(() => import('../../features/saved-searches/SavedSearchesPanel.tsx').then((m) => ({ default: m.SavedSearchesPanel })));
// The apply form (its schemas, zod, the draft store) loads when a card's Apply is first pressed, not before the
// first cards: on a phone it was a third of the screen's code.
const ApplyDialog = lazy(() => import('../../features/applications/ApplyDialog.tsx').then((m) => ({ default: m.ApplyDialog })));
const SavedSearchDialog = lazy(() => import('../../features/saved-searches/SavedSearchDialog.tsx').then((m) => ({ default: m.SavedSearchDialog })));

/** The tab in the address (`?tab=saved`, `?tab=searches`), so a reload or a link lands on it. */
function useBrowseTab(): [BrowseTab, (tab: BrowseTab) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: BrowseTab = asked === 'saved' || asked === 'searches' ? asked : 'all';
  const setTab = useCallback(
    (next: BrowseTab) => setParams(next === 'all' ? {} : { tab: next }, { replace: true }),
    [setParams],
  );
  return [tab, setTab];
}

/**
 * /browse-jobs: every active job on this device, best match first, searched as you type, and a Saved Jobs tab.
 * Scores come from the shared scorer on the device. Filtering 10,000 prepared jobs takes about a millisecond,
 * so results render in the same update as the keystroke (deferring them measured slower: an extra render and a
 * yield); only the first page of cards is rendered.
 */
export function BrowseJobsScreen() {
  const { user, candidate, loading: isLoadingCandidate } = useMyCandidate();
  const { entries, scores, order: matchOrder, newest, positionById, loading, isHeld } = useJobMatches(candidate);
  const { isFirstSync } = useSnapshot(syncStatus);
  const { applications } = useMyApplications(candidate?.id);
  const limit = useApplicationLimit(user?.id ?? '', applications);
  const { saved, savedJobIds, toggleSaved, loading: isLoadingSaved } = useSavedJobs(user?.id ?? '');
  const [tab, setTab] = useBrowseTab();
  const { account } = useMyAccount();
  const savedSearches = account?.savedSearches ?? [];
  const canSaveSearches = user?.userType === 'candidate' && account !== undefined;
  const [savingSearch, setSavingSearch] = useState<SavedSearchDialogTarget | null>(null);

  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<JobFilters>(NO_FILTERS);
  const [sort, setSort] = useState<JobSort>('match');
  const [visibleCount, setVisibleCount] = useState(PAGE_SIZE);
  const [applyOpened, setApplyOpened] = useState(false);
  const [applyingTo, setApplyingTo] = useState<{ job: Job; score: number | undefined } | null>(null);
  // Mounted from the first Apply on, so it closes as a dialog does afterwards.
  const hasApplied = applyingTo !== null || applyOpened;

  const order = useMemo(
    () => (sort === 'match' ? matchOrder : sort === 'newest' ? newest : orderBySalary(entries, newest)),
    [sort, matchOrder, newest, entries],
  );
  const results = useMemo(
    () => searchJobs(entries, order, query, filters, visibleCount, Date.now()),
    [entries, order, query, filters, visibleCount],
  );
  const appliedJobIds = useMemo(() => new Set(applications.map((application) => application.jobId)), [applications]);
  const onToggleSave = useCallback((job: Job) => void toggleSaved(job), [toggleSaved]);
  const onRemoveSaved = useCallback((job: Pick<Job, 'id'>) => void toggleSaved(job), [toggleSaved]);
  const onApply = useCallback((job: Job, score: number | undefined) => {
    setApplyOpened(true);
    setApplyingTo({ job, score });
  }, []);
  const scoreOf = useCallback(
    (jobId: string) => {
      const position = positionById.get(jobId);
      return scores && position !== undefined ? scores[position] : undefined;
    },
    [positionById, scores],
  );

  const changeQuery = (next: string) => {
    setQuery(next);
    setVisibleCount(PAGE_SIZE);
  };
  const changeFilters = (next: JobFilters) => {
    setFilters(next);
    setVisibleCount(PAGE_SIZE);
  };
  const isFiltered = query.trim() !== '' || hasJobFilters(filters);
  // A warm start draws the cards it showed first last time while every job is prepared and scored; the list
  // then replaces them in place. What it shows first, unsearched and best match first, is kept for the next.
  const preview = useFirstCardsPreview(user?.id, candidate, loading && !isFirstSync);
  const firstIds = !loading && !isHeld && !isFirstSync && !isFiltered && sort === 'match' ? results.positions.slice(0, PAGE_SIZE).map((p) => entries[p].job.id).join(' ') : null;
  useEffect(() => {
    if (user && firstIds !== null) rememberFirstCards(user.id, { ids: firstIds === '' ? [] : firstIds.split(' '), total: results.total });
  }, [user, firstIds, results.total]);
  // And the documents those cards and their flags read, so a warm start draws them before the database opens
  // (state/early-docs.ts); the live ones replace them in place.
  const { docs: savedDocs } = useDocs('savedJobs', { userId: user?.id ?? '\u0000' });
  useEffect(() => {
    if (!user || firstIds === null || !candidate) return;
    const byId = new Map(entries.map((entry) => [entry.job.id, entry.job]));
    const jobs = (firstIds === '' ? [] : firstIds.split(' ')).map((id) => byId.get(id)).filter((job): job is Job => job !== undefined);
    keepEarlyDocs(user.id, {
      candidates: { docs: [candidate], complete: true },
      jobs: { docs: jobs, complete: false },
      applications: { docs: applications, complete: true },
      savedJobs: { docs: savedDocs, complete: true },
      ...(account ? { accounts: { docs: [account], complete: false } } : {}),
    });
  }, [user, firstIds, entries, candidate, applications, savedDocs, account]);
  const runSavedSearch = (search: SavedSearch) => {
    const reopened = browseFiltersOf(search.filters);
    changeQuery(reopened.query);
    changeFilters(reopened.filters);
    setTab('all');
  };

  const allJobs = (
    <div className="flex flex-col gap-5">
      <JobSearchBar
        query={query}
        filters={filters}
        sort={sort}
        onQueryChange={changeQuery}
        onFiltersChange={changeFilters}
        onSortChange={(next) => {
          setSort(next);
          setVisibleCount(PAGE_SIZE);
        }}
      />
      {canSaveSearches && isFiltered && (
        <div className="-mt-2 flex justify-end">
          <Button size="sm" variant="secondary" onClick={() => setSavingSearch({ kind: 'new', filters: browseJobsSearch(query, filters) })}>
            Save search
          </Button>
        </div>
      )}

      {loading && preview ? (
        <ResultList
          noun={['job', 'jobs']}
          shown={preview.entries.length}
          total={preview.total}
          isSearching={false}
          onShowMore={() => setVisibleCount((count) => count + PAGE_SIZE)}
          listKey="first-cards"
          testId="job-results"
          query=""
          empty={null}
        >
          {preview.entries.map(({ job }, position) => (
            <JobCard
              key={job.id}
              job={job}
              score={preview.scores ? preview.scores[position] : undefined}
              candidate={candidate}
              isSaved={savedJobIds.has(job.id)}
              isApplied={appliedJobIds.has(job.id)}
              onToggleSave={onToggleSave}
              onApply={onApply}
            />
          ))}
        </ResultList>
      ) : loading || (entries.length === 0 && isFirstSync) ? (
        <FirstSyncPlaceholder />
      ) : entries.length === 0 ? (
        <EmptyState title="No jobs yet" description="Jobs employers post appear here, and stay readable offline." />
      ) : (
        <ResultList
          noun={['job', 'jobs']}
          shown={results.positions.length}
          total={results.total}
          isSearching={isFiltered}
          aside={<FirstSyncCount />}
          onShowMore={() => setVisibleCount((count) => count + PAGE_SIZE)}
          // When the first sync's held jobs give way to all of them, the cards are replaced in place.
          listKey={isHeld ? 'first-jobs' : 'all-jobs'}
          testId="job-results"
          query={query}
          empty={
            <EmptyState
              title="No jobs match your search"
              description="Try fewer words, another spelling, or turn off a filter."
              action={
                isFiltered && (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      changeQuery('');
                      changeFilters(NO_FILTERS);
                    }}
                  >
                    Clear search
                  </Button>
                )
              }
            />
          }
        >
          {results.positions.map((position) => {
            const { job } = entries[position];
            return (
              <JobCard
                key={job.id}
                job={job}
                score={scores ? scores[position] : undefined}
                candidate={candidate}
                isSaved={savedJobIds.has(job.id)}
                isApplied={appliedJobIds.has(job.id)}
                onToggleSave={onToggleSave}
                onApply={onApply}
              />
            );
          })}
        </ResultList>
      )}
      {/* The marketplace's other jobs for the same search, when online (features/search). */}
      <MoreJobResults
        search={browseJobsSearch(query, filters)}
        sort={sort}
        isOnDevice={(id) => positionById.has(id)}
        enabled={!loading}
        candidate={candidate}
        savedJobIds={savedJobIds}
        appliedJobIds={appliedJobIds}
        onToggleSave={onToggleSave}
        onApply={onApply}
      />
    </div>
  );

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Browse Jobs</h1>
        <p className="mt-1 text-sm text-slate-600">
          Best matches first. Scores are worked out on your device from your skills, experience, location, work
          authorization and education.
        </p>
      </header>

      {/* Only once the profile is known to be missing: shown while it loads, or before the first sync brought it,
          it pushed the tabs down and back up. */}
      {!candidate && !isLoadingCandidate && !isFirstSync && (
        <div className="flex flex-col gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-800">Create your profile to see how well you match each job, and to apply.</p>
          <ButtonLink href="/candidate-profile" size="sm">
            Create Your Profile
          </ButtonLink>
        </div>
      )}

      <Tabs<BrowseTab>
        label="Jobs"
        selectedKey={tab}
        onChange={setTab}
        items={[
          { key: 'all', label: 'All Jobs', content: allJobs },
          {
            key: 'saved',
            label: 'Saved Jobs',
            badge: saved.length,
            content: (
              <SavedJobsList
                saved={saved}
                isLoading={isLoadingSaved}
                candidate={candidate}
                scoreOf={scoreOf}
                appliedJobIds={appliedJobIds}
                onRemove={onRemoveSaved}
                onApply={onApply}
              />
            ),
          },
          ...(canSaveSearches
            ? [
                {
                  key: 'searches' as const,
                  label: 'Saved Searches',
                  badge: savedSearches.length,
                  content: (
                    <Suspense fallback={<Spinner />}>
                      <SavedSearchesPanel userId={user.id} searches={savedSearches} onRun={runSavedSearch} />
                    </Suspense>
                  ),
                },
              ]
            : []),
        ]}
      />
      {canSaveSearches && savingSearch && (
        <Suspense fallback={null}>
          <SavedSearchDialog userId={user.id} target={savingSearch} onClose={() => setSavingSearch(null)} />
        </Suspense>
      )}

      {hasApplied && (
        <Suspense fallback={null}>
          <ApplyDialog
            source="browse"
            job={applyingTo?.job ?? null}
            candidate={candidate}
            matchScore={applyingTo?.score}
            limit={limit}
            onClose={() => setApplyingTo(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
