import { useMemo } from 'react';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Job } from '@shared/schemas/job.ts';
import type { SavedJob } from '@shared/schemas/saved-job.ts';
import { useDocs } from '../../db/hooks.ts';
import { Button, ButtonLink, Card, EmptyState, Spinner } from '../../ui/index.ts';
import { JobCard } from './JobCard.tsx';

export interface SavedJobsListProps {
  /** The saved jobs, most recently saved first (useSavedJobs). */
  saved: readonly SavedJob[];
  isLoading: boolean;
  candidate: Candidate | undefined;
  scoreOf: (jobId: string) => number | undefined;
  appliedJobIds: ReadonlySet<string>;
  onRemove: (job: Pick<Job, 'id'>) => void;
  onApply: (job: Job, score: number | undefined) => void;
}

/**
 * The candidate's saved jobs, most recently saved first, read from the device (saved jobs and the jobs they
 * point to replicate to it), so the list and 'Remove' work offline. A job the employer closed stays here,
 * marked, until removed; one that is gone from the device entirely shows a line with 'Remove'.
 */
export function SavedJobsList({ saved, isLoading, candidate, scoreOf, appliedJobIds, onRemove, onApply }: SavedJobsListProps) {
  const jobIds = useMemo(() => saved.map((item) => item.jobId), [saved]);
  const { docs: jobs, loading: isLoadingJobs } = useDocs('jobs', { id: { $in: jobIds } });
  const jobById = useMemo(() => new Map(jobs.map((job) => [job.id, job])), [jobs]);

  if (isLoading || (saved.length > 0 && isLoadingJobs)) {
    return (
      <div className="flex justify-center py-16 text-brand-600">
        <Spinner size="lg" label="Loading saved jobs" />
      </div>
    );
  }
  if (saved.length === 0) {
    return (
      <EmptyState
        title="No saved jobs yet"
        description="Select Save Job on any job to keep it here. The list stays on this device, offline too."
        action={<ButtonLink href="/browse-jobs">Browse Jobs</ButtonLink>}
      />
    );
  }
  return (
    <section aria-labelledby="saved-jobs-heading" data-testid="saved-jobs" className="flex flex-col gap-4">
      <h2 id="saved-jobs-heading" className="text-sm font-medium text-slate-700" aria-live="polite">
        {saved.length === 1 ? '1 saved job' : `${saved.length} saved jobs`}
      </h2>
      <ul className="flex flex-col gap-4">
        {saved.map((item) => {
          const job = jobById.get(item.jobId);
          if (!job) return <MissingJob key={item.id} onRemove={() => onRemove({ id: item.jobId })} />;
          return (
            <JobCard
              key={item.id}
              job={job}
              score={scoreOf(job.id)}
              candidate={candidate}
              isSaved
              isInSavedList
              isClosed={!job.isActive}
              isApplied={appliedJobIds.has(job.id)}
              onToggleSave={onRemove}
              onApply={onApply}
            />
          );
        })}
      </ul>
    </section>
  );
}

function MissingJob({ onRemove }: { onRemove: () => void }) {
  return (
    <Card as="li" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-700">This saved job is no longer listed.</p>
      <Button variant="secondary" size="sm" className="self-start sm:self-auto" onClick={onRemove}>
        Remove
      </Button>
    </Card>
  );
}
