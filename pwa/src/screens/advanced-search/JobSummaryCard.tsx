import { DISPLAY_COUNTS } from '@shared/catalog.ts';
import type { Job } from '@shared/schemas/job.ts';
import { Badge, Card } from '../../ui/index.ts';
import { Link } from 'wouter';
import { jobPageHref } from '../../features/jobs/job-page-href.ts';
import { JobFacts } from '../../features/jobs/JobFacts.tsx';

/** A job as an employer sees it in 'Find Jobs' (the market around them): facts only, no match or apply. */
export function JobSummaryCard({ job }: { job: Job }) {
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
      <JobFacts job={job} />
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
