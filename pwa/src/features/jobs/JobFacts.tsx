import { JOB_TYPE_LABELS } from '@shared/catalog.ts';
import { formatSalaryRange } from '@shared/rules/salary-display.ts';
import type { Job } from '@shared/schemas/job.ts';
import { formatDate } from '../../ui/format-date.ts';
import { Badge } from '../../ui/index.ts';

/**
 * A job's facts in one line as every job card and the job details show them: location, remote, visa, (closed),
 * salary, type, how many screening questions it asks (so a candidate knows before starting) and when it was posted.
 */
export function JobFacts({ job, isClosed = false }: { job: Job; isClosed?: boolean }) {
  const salary = formatSalaryRange(job.salaryMin, job.salaryMax);
  return (
    <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600" aria-label="Job facts">
      <li>{job.location}</li>
      {job.remoteOk && (
        <li>
          <Badge tone="info">Remote</Badge>
        </li>
      )}
      {job.visaSponsorship && (
        <li>
          <Badge>Visa sponsorship</Badge>
        </li>
      )}
      {isClosed && (
        <li>
          <Badge tone="warning">No longer taking applications</Badge>
        </li>
      )}
      {salary && <li className="font-medium text-slate-800">{salary}</li>}
      <li>{JOB_TYPE_LABELS[job.jobType]}</li>
      {(job.screeningQuestions?.length ?? 0) > 0 && (
        <li>
          {job.screeningQuestions!.length} screening question{job.screeningQuestions!.length === 1 ? '' : 's'}
        </li>
      )}
      <li>
        Posted <time dateTime={job.postedAt}>{formatDate(job.postedAt)}</time>
      </li>
    </ul>
  );
}
