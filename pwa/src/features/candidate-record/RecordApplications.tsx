import { useId, useMemo, useState } from 'react';
import { getApplicationStatusLabel } from '@shared/rules/application-status.ts';
import { getMatchLabel, roundScore } from '@shared/rules/match-labels.ts';
import type { Application } from '@shared/schemas/application.ts';
import { formatDate } from '../../ui/format-date.ts';
import { Badge, Button, Card, Field, Select } from '../../ui/index.ts';
import { getApplicationStatusTone } from '../applications/application-status-tone.ts';
import { ReviewApplicationDialog } from '../applications/ReviewApplicationDialog.tsx';
import { StatusTimeline } from '../applications/StatusTimeline.tsx';
import { ALL_JOBS, filterApplicationsByJob, listAppliedJobs } from './application-filter.ts';

/**
 * Every application of this candidate to this employer, newest first, each with its status history, the private
 * notes and the cover letter; filterable by job. 'Move Status' opens the review dialog, which applies the
 * shared pipeline rule.
 */
export function RecordApplications({ applications }: { applications: readonly Application[] }) {
  const headingId = useId();
  const [jobId, setJobId] = useState(ALL_JOBS);
  const [reviewingId, setReviewingId] = useState<string | null>(null);
  const jobOptions = useMemo(() => listAppliedJobs(applications), [applications]);
  const activeJobId = jobOptions.some((option) => option.value === jobId) ? jobId : ALL_JOBS;
  const shown = filterApplicationsByJob(applications, activeJobId);
  const reviewing = applications.find((application) => application.id === reviewingId);

  return (
    <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Applications ({applications.length})
      </h2>
      {applications.length === 0 ? (
        <p className="text-sm text-slate-600">No applications to your jobs yet.</p>
      ) : (
        <>
          {jobOptions.length > 1 && (
            <Field label="Filter by job">
              <Select
                value={activeJobId}
                onChange={(event) => setJobId(event.target.value)}
                options={[{ value: ALL_JOBS, label: 'All jobs' }, ...jobOptions]}
              />
            </Field>
          )}
          <ul className="flex flex-col gap-3" aria-label="Applications">
            {shown.map((application) => (
              <ApplicationItem key={application.id} application={application} onMove={() => setReviewingId(application.id)} />
            ))}
          </ul>
        </>
      )}
      <ReviewApplicationDialog application={reviewing} onClose={() => setReviewingId(null)} hasRecordLink={false} />
    </Card>
  );
}

function ApplicationItem({ application, onMove }: { application: Application; onMove: () => void }) {
  const titleId = useId();
  const score = application.matchScore;
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold break-words text-slate-900">
            {application.jobTitle}
          </h3>
          <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-slate-600">
            <time dateTime={application.appliedAt}>Applied {formatDate(application.appliedAt)}</time>
            {score !== undefined && (
              <span>
                {roundScore(score)}% match · {getMatchLabel(score)}
              </span>
            )}
          </p>
        </div>
        <Badge tone={getApplicationStatusTone(application.status)}>{getApplicationStatusLabel(application.status)}</Badge>
      </div>
      <div>
        <h4 className="mb-2 text-sm font-medium text-slate-800">Status history</h4>
        <StatusTimeline history={application.statusHistory} />
      </div>
      <div>
        <h4 className="text-sm font-medium text-slate-800">Notes</h4>
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-700">
          {application.notes?.trim() || 'No notes yet.'}
        </p>
      </div>
      {application.coverLetter.trim() && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-brand-700">Cover letter</summary>
          <p className="mt-2 rounded-lg bg-slate-50 p-3 break-words whitespace-pre-wrap text-slate-700">{application.coverLetter}</p>
        </details>
      )}
      <Button variant="secondary" size="sm" onClick={onMove} className="self-start">
        Move Status<span className="sr-only"> of the application for {application.jobTitle}</span>
      </Button>
    </li>
  );
}
