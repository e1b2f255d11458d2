import type { ReactNode } from 'react';
import { JOB_TYPE_LABELS } from '@shared/catalog.ts';
import { getMatchLabel } from '@shared/rules/match-labels.ts';
import { formatSalaryRange } from '@shared/rules/salary-display.ts';
import type { Job } from '@shared/schemas/job.ts';
import { formatDate } from '../../ui/format-date.ts';
import { Badge } from '../../ui/index.ts';
import { MATCH_LABEL_TONES } from './match-display.ts';

/**
 * A job in full, as its page shows it: title, company, facts, salary, every skill, the description, and the
 * match score when there is one. `actions` are the page's buttons (Apply, Save, Share); `children` follows the
 * description (the score's explanation).
 */
export function JobDetails({ job, score, actions, children }: { job: Job; score: number | undefined; actions: ReactNode; children?: ReactNode }) {
  const salary = formatSalaryRange(job.salaryMin, job.salaryMax);
  const label = score === undefined ? undefined : getMatchLabel(score);
  return (
    <article className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8" aria-labelledby="job-title">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 id="job-title" className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {job.title}
          </h1>
          <p className="mt-1 text-base font-medium text-slate-700">
            {job.companyName}
            {job.companyVerified && <span className="sr-only"> (verified company)</span>}
          </p>
        </div>
        {score !== undefined && label && (
          <div className="flex shrink-0 flex-row items-center gap-2 sm:flex-col sm:items-end" data-testid="job-match">
            <span className="text-xl font-bold text-slate-900 tabular-nums">{score}% match</span>
            <Badge tone={MATCH_LABEL_TONES[label]}>{label}</Badge>
          </div>
        )}
      </header>

      <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600" aria-label="Job facts">
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

      <div className="flex flex-wrap gap-2">{actions}</div>

      {job.skills.length > 0 && (
        <section aria-labelledby="job-skills">
          <h2 id="job-skills" className="text-sm font-semibold text-slate-900">
            Skills
          </h2>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {job.skills.map((skill) => (
              <li key={skill}>
                <Badge tone="brand">{skill}</Badge>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="job-about">
        <h2 id="job-about" className="text-sm font-semibold text-slate-900">
          About the job
        </h2>
        <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-700">{job.description}</p>
        <p className="mt-3 text-sm text-slate-600">
          {job.requiredExperience > 0 ? `${job.requiredExperience}+ years of experience asked for.` : 'No prior experience required.'}
        </p>
      </section>
      {children}
    </article>
  );
}
