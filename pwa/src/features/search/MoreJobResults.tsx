import type { ReactNode } from 'react';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Job } from '@shared/schemas/job.ts';
import type { SearchFiltersInput } from '@shared/schemas/search-filters.ts';
import type { JobSort } from '@shared/schemas/search-params.ts';
import { JobCard } from '../jobs/JobCard.tsx';
import { MoreResults } from './MoreResults.tsx';
import { fetchJobPage, type ServerResult } from './server-results.ts';
import { useServerSearch } from './use-server-search.ts';

/**
 * Jobs from the whole marketplace below a screen's local job results. A candidate gets the same card as a local
 * job: 'Save Job' and 'Apply Now' write through the device's normal path (a saved job document, an application
 * with the job's own fields), and the server then pins that job onto the device, where it joins the local list.
 */
export function MoreJobResults({
  search,
  isOnDevice,
  enabled = true,
  candidate,
  savedJobIds,
  appliedJobIds,
  onToggleSave,
  onApply,
  renderJob,
  sort,
}: {
  search: SearchFiltersInput;
  /** The order the screen lists its own jobs in, asked of the server too. */
  sort?: JobSort;
  isOnDevice: (id: string) => boolean;
  enabled?: boolean;
  candidate: Candidate | undefined;
  savedJobIds: ReadonlySet<string>;
  appliedJobIds: ReadonlySet<string>;
  onToggleSave: (job: Job) => void;
  onApply: (job: Job, score: number | undefined) => void;
  /** A card other than the candidate's (an employer looking at the market). */
  renderJob?: (result: ServerResult<Job>) => ReactNode;
}) {
  const results = useServerSearch({ type: 'jobs', filters: search, fetchPage: fetchJobPage, isOnDevice, enabled, sort });
  return (
    <MoreResults type="jobs" results={results}>
      {results.items.map((result) =>
        renderJob ? (
          renderJob(result)
        ) : (
          <JobCard
            key={result.id}
            job={result.doc}
            score={candidate ? result.matchScore : undefined}
            candidate={candidate}
            isSaved={savedJobIds.has(result.id)}
            isApplied={appliedJobIds.has(result.id)}
            onToggleSave={onToggleSave}
            onApply={onApply}
          />
        ),
      )}
    </MoreResults>
  );
}
