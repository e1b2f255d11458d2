import { useCallback, useMemo, useState } from 'react';
import { prepareSearch } from '@shared/rules/search-match.ts';
import type { Job } from '@shared/schemas/job.ts';
import type { SearchFilters } from '@shared/schemas/search-filters.ts';
import { useDocs } from '../../db/hooks.ts';
import { ApplyDialog } from '../../features/applications/ApplyDialog.tsx';
import { useApplicationLimit, useMyApplications } from '../../features/applications/use-my-applications.ts';
import { useMyCandidate } from '../../features/candidates/use-my-candidate.ts';
import { JobCard } from '../../features/jobs/JobCard.tsx';
import { useJobMatches } from '../../features/jobs/use-job-matches.ts';
import { useSavedJobs } from '../../features/jobs/use-saved-jobs.ts';
import { MoreJobResults } from '../../features/search/MoreJobResults.tsx';
import { searchJobEntries } from '../../features/search/advanced-search.ts';
import { countActiveFilters } from '../../features/search/search-url.ts';
import { JobSummaryCard } from './JobSummaryCard.tsx';
import { SearchResultList } from './SearchResultList.tsx';

const PAGE_SIZE = 30;

/**
 * 'Find Jobs' results: the active jobs on this device that pass the filters, best match first for a candidate
 * (who can save and apply right here, as on /browse-jobs), newest first for an employer; below them, when online,
 * the marketplace's other jobs that pass (an employer's device holds only its own jobs, so for an employer
 * those are most of the market).
 */
export function JobSearchResults({ filters, onClear }: { filters: SearchFilters; onClear: () => void }) {
  const { user, candidate } = useMyCandidate();
  const isCandidate = user?.userType === 'candidate';
  const { entries, scores, order, loading } = useJobMatches(isCandidate ? candidate : undefined);
  const { docs: employers } = useDocs('employers');
  const { applications } = useMyApplications(candidate?.id);
  const limit = useApplicationLimit(user?.id ?? '', applications);
  const { savedJobIds, toggleSaved } = useSavedJobs(user?.id ?? '');
  const [visible, setVisible] = useState({ filters, count: PAGE_SIZE });
  const [applyingTo, setApplyingTo] = useState<{ job: Job; score: number | undefined } | null>(null);

  // A new filter set starts again at the first page.
  const count = visible.filters === filters ? visible.count : PAGE_SIZE;
  const companySizes = useMemo(() => new Map(employers.map((employer) => [employer.id, employer.companySize])), [employers]);
  const search = useMemo(() => prepareSearch(filters), [filters]);
  const results = useMemo(
    () => searchJobEntries(entries, order, search, companySizes, count),
    [entries, order, search, companySizes, count],
  );
  const appliedJobIds = useMemo(() => new Set(applications.map((application) => application.jobId)), [applications]);
  const onToggleSave = useCallback((job: Job) => void toggleSaved(job), [toggleSaved]);
  const onApply = useCallback((job: Job, score: number | undefined) => setApplyingTo({ job, score }), []);
  const isOnDevice = useMemo(() => {
    const ids = new Set(entries.map((entry) => entry.job.id));
    return (id: string) => ids.has(id);
  }, [entries]);

  return (
    <>
      <SearchResultList
        noun={['job', 'jobs']}
        loading={loading && entries.length === 0}
        hasData={entries.length > 0}
        emptyData={{ title: 'No jobs yet', description: 'Jobs employers post appear here, and stay searchable offline.' }}
        shown={results.positions.length}
        total={results.total}
        onShowMore={() => setVisible({ filters, count: count + PAGE_SIZE })}
        onClear={onClear}
        isSearching={countActiveFilters('jobs', filters) > 0}
      >
        {results.positions.map((position) => {
          const { job } = entries[position];
          return isCandidate ? (
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
          ) : (
            <JobSummaryCard key={job.id} job={job} />
          );
        })}
      </SearchResultList>
      <MoreJobResults
        search={filters}
        isOnDevice={isOnDevice}
        enabled={!loading}
        candidate={isCandidate ? candidate : undefined}
        savedJobIds={savedJobIds}
        appliedJobIds={appliedJobIds}
        onToggleSave={onToggleSave}
        onApply={onApply}
        renderJob={isCandidate ? undefined : ({ doc }) => <JobSummaryCard key={doc.id} job={doc} />}
      />
      {isCandidate && (
        <ApplyDialog
          source="search"
          job={applyingTo?.job ?? null}
          candidate={candidate}
          matchScore={applyingTo?.score}
          limit={limit}
          onClose={() => setApplyingTo(null)}
        />
      )}
    </>
  );
}
