import type { ReactNode } from 'react';
import { JOB_TYPE_LABELS } from '@shared/catalog.ts';
import { formatSalaryRange } from '@shared/rules/salary-display.ts';
import type { Job } from '@shared/schemas/job.ts';
import { formatDate } from '../../ui/format-date.ts';
import { Badge, Dialog } from '../../ui/index.ts';

/** A candidate's 'View Job Details' on /ai-matching: the whole posting, with the actions passed in as footer. */
export function JobDetailsDialog({ job, footer, onClose }: { job: Job | null; footer: ReactNode; onClose: () => void }) {
  const salary = job ? formatSalaryRange(job.salaryMin, job.salaryMax) : null;
  return (
    <Dialog open={job !== null} onClose={onClose} size="lg" title={job?.title ?? ''} description={job?.companyName} footer={job && footer}>
      {job && (
        <div className="flex flex-col gap-4">
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
          <section className="flex flex-col gap-1">
            <h3 className="text-sm font-semibold text-slate-900">About the job</h3>
            <p className="text-sm whitespace-pre-wrap text-slate-700">{job.description}</p>
            <p className="text-sm text-slate-600">
              {job.requiredExperience > 0 ? `${job.requiredExperience}+ years of experience asked for.` : 'No prior experience required.'}
            </p>
          </section>
          {job.skills.length > 0 && (
            <section className="flex flex-col gap-2">
              <h3 className="text-sm font-semibold text-slate-900">Skills</h3>
              <ul className="flex flex-wrap gap-1.5">
                {job.skills.map((skill) => (
                  <li key={skill}>
                    <Badge tone="brand">{skill}</Badge>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </Dialog>
  );
}
