import { ERROR_TOASTS } from '@shared/messages.ts';
import { useState } from 'react';
import { JOB_TYPE_LABELS } from '@shared/catalog.ts';
import type { Job } from '@shared/schemas/job.ts';
import { patchDoc } from '../../db/writes.ts';
import { formatDate } from '../../ui/format-date.ts';
import { Badge, Button, ButtonLink, Card, EmptyState, toast } from '../../ui/index.ts';

/**
 * 'Your jobs': every job of the employer, active and closed, newest first (so the spec's 3 most recent jobs
 * are its top). Closing or reopening is a local write; candidates stop or start seeing the job after sync.
 */
export function EmployerJobList({ jobs }: { jobs: readonly Job[] }) {
  return (
    <Card
      as="section"
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
        <ul className="flex flex-col divide-y divide-slate-200">
          {jobs.map((job) => (
            <JobRow key={job.id} job={job} />
          ))}
        </ul>
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
          <h3 className="font-semibold break-words text-slate-900">{job.title}</h3>
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
      <Button
        variant="secondary"
        size="sm"
        isLoading={isSaving}
        onClick={() => void setActive(!job.isActive)}
        className="self-start sm:self-center"
      >
        {job.isActive ? 'Close job' : 'Reopen job'}
        <span className="sr-only">: {job.title}</span>
      </Button>
    </li>
  );
}
