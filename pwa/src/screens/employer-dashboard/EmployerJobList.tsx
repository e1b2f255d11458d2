import { ERROR_TOASTS, JOB_EDIT_TEXTS } from '@shared/messages.ts';
import { useId, useState } from 'react';
import { DISPLAY_COUNTS, JOB_TYPE_LABELS } from '@shared/catalog.ts';
import { selectRecentJobs } from '@shared/rules/recent-items.ts';
import type { Job } from '@shared/schemas/job.ts';
import { patchDoc } from '../../db/writes.ts';
import { formatDate } from '../../ui/format-date.ts';
import { Badge, Button, ButtonLink, Card, EmptyState, toast } from '../../ui/index.ts';
import { Link } from 'wouter';
import { jobPageHref } from '../../features/jobs/job-page-href.ts';

/**
 * 'Your jobs': the employer's 3 most recent jobs (spec: the dashboard shows 3), active and closed, with 'View
 * all' to unfold the rest in place, newest first. Closing or reopening is a local write; candidates stop or
 * start seeing the job after sync. Edit opens the job form on the posted job; Duplicate opens it prefilled as
 * a new posting.
 */
export function EmployerJobList({ jobs }: { jobs: readonly Job[] }) {
  const [isShowingAll, setShowingAll] = useState(false);
  const listId = useId();
  const recent = selectRecentJobs(jobs);
  const shown = isShowingAll ? jobs : recent;
  const hasMore = jobs.length > recent.length;
  return (
    <Card
      as="section"
      aria-label="Your jobs"
      title={`Your jobs (${jobs.length})`}
      description="Newest first. Closed jobs stay here so you can reopen them."
    >
      {jobs.length === 0 ? (
        <EmptyState
          title="No jobs posted yet"
          description="Post your first job and candidates will start to apply."
          action={<ButtonLink href="/job-posting">Post a Job</ButtonLink>}
        />
      ) : (
        <>
          <ul id={listId} className="flex flex-col divide-y divide-slate-200">
            {shown.map((job) => (
              <JobRow key={job.id} job={job} />
            ))}
          </ul>
          {hasMore && (
            <Button
              variant="ghost"
              size="sm"
              className="mt-4"
              aria-expanded={isShowingAll}
              aria-controls={listId}
              onClick={() => setShowingAll((all) => !all)}
            >
              {isShowingAll ? `Show the ${DISPLAY_COUNTS.recentJobs} most recent` : `View all ${jobs.length} jobs`}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}

function JobRow({ job }: { job: Job }) {
  const [isSaving, setIsSaving] = useState(false);
  const applications = job.applicationCount === 1 ? '1 application' : `${job.applicationCount} applications`;

  const setActive = async (isActive: boolean) => {
    setIsSaving(true);
    try {
      await patchDoc('jobs', job.id, { isActive, updatedAt: new Date().toISOString() });
    } catch {
      toast({ ...ERROR_TOASTS.jobUpdateFailed, variant: 'destructive' });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">
            <Link href={jobPageHref(job.id)} className="hover:text-brand-700 hover:underline">
              {job.title}
            </Link>
          </h3>
          {job.isActive ? <Badge tone="success">Active</Badge> : <Badge>Closed</Badge>}
        </div>
        <p className="mt-1 text-sm text-slate-600">
          {job.location} · {JOB_TYPE_LABELS[job.jobType]}
          {job.remoteOk && ' · Remote OK'}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          <span className="font-medium text-slate-800">{applications}</span> ·{' '}
          <time dateTime={job.postedAt}>Posted {formatDate(job.postedAt)}</time>
        </p>
      </div>
      <div className="flex flex-wrap gap-2 self-start sm:self-center">
        <ButtonLink href={`/job-posting?edit=${encodeURIComponent(job.id)}`} variant="secondary" size="sm">
          {JOB_EDIT_TEXTS.edit}
          <span className="sr-only">: {job.title}</span>
        </ButtonLink>
        <ButtonLink href={`/job-posting?duplicate=${encodeURIComponent(job.id)}`} variant="secondary" size="sm">
          {JOB_EDIT_TEXTS.duplicate}
          <span className="sr-only">: {job.title}</span>
        </ButtonLink>
        <Button variant="secondary" size="sm" isLoading={isSaving} onClick={() => void setActive(!job.isActive)}>
          {job.isActive ? 'Close job' : 'Reopen job'}
          <span className="sr-only">: {job.title}</span>
        </Button>
      </div>
    </li>
  );
}
