import { DISPLAY_COUNTS, JOB_TYPE_LABELS } from '@shared/catalog.ts';
import { formatSalaryRange } from '@shared/rules/salary-display.ts';
import type { Job } from '@shared/schemas/job.ts';
import { formatDate } from '../../ui/format-date.ts';
import { Badge, Card } from '../../ui/index.ts';
import { Link } from 'wouter';
import { jobPageHref } from '../../features/jobs/job-page-href.ts';

/** A job as an employer sees it in 'Find Jobs' (the market around them): facts only, no match or apply. */
export function JobSummaryCard({ job }: { job: Job }) {
  const salary = formatSalaryRange(job.salaryMin, job.salaryMax);
  return (
    <Card as="li" className="flex flex-col gap-2">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">
          <Link href={jobPageHref(job.id)} className="hover:text-brand-700 hover:underline">
            {job.title}
          </Link>
        </h3>
        <p className="text-sm font-medium text-slate-700">{job.companyName}</p>
      </div>
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
        {salary && <li className="font-medium text-slate-800">{salary}</li>}
        <li>{JOB_TYPE_LABELS[job.jobType]}</li>
        <li>
          Posted <time dateTime={job.postedAt}>{formatDate(job.postedAt)}</time>
        </li>
      </ul>
      {job.skills.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Skills">
          {job.skills.slice(0, DISPLAY_COUNTS.jobCardSkills).map((skill) => (
            <li key={skill}>
              <Badge tone="brand">{skill}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
