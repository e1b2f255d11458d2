import { JOB_TYPE_LABELS, TEXT_RULES } from '@shared/catalog.ts';
import { formatSalaryRange } from '@shared/rules/salary-display.ts';
import { formatMoreSkills, splitVisibleSkills } from '@shared/rules/skill-input.ts';
import { truncateText } from '@shared/rules/truncate-text.ts';
import type { JobType } from '@shared/schemas/common.ts';
import { Badge } from '../../ui/index.ts';

export interface JobPreviewValues {
  title?: string;
  description?: string;
  location?: string;
  salaryMin?: number;
  salaryMax?: number;
  jobType?: JobType;
  skills?: readonly string[];
  remoteOk?: boolean;
  visaSponsorship?: boolean;
}

/** A salary as the form holds it while typing: a number, or nothing for an empty or unfinished field. */
function asAmount(value: number | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * The live preview beside the job form: how the job will read to candidates, with the first 200 characters of
 * the description and the first 3 skills plus '+N more'.
 */
export function JobPreviewCard({ values, companyName }: { values: JobPreviewValues; companyName: string }) {
  const description = (values.description ?? '').trim();
  const excerpt = truncateText(description, TEXT_RULES.jobPreviewDescriptionChars);
  const { visible, hiddenCount } = splitVisibleSkills(values.skills ?? [], TEXT_RULES.jobPreviewSkills);
  const more = formatMoreSkills(hiddenCount);
  const salary = formatSalaryRange(asAmount(values.salaryMin), asAmount(values.salaryMax));
  const title = values.title?.trim();
  const location = values.location?.trim();

  return (
    <section aria-labelledby="job-preview-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="job-preview-heading" className="mb-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        Preview
      </h2>
      <article className="flex flex-col gap-3" data-testid="job-preview">
        <div>
          <h3 className={title ? 'text-lg font-semibold text-slate-900' : 'text-lg font-semibold text-slate-400'}>
            {title || 'Job title'}
          </h3>
          <p className="text-sm font-medium text-slate-700">{companyName}</p>
          <p className="text-sm text-slate-600">{location || 'Location'}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {values.jobType && <Badge>{JOB_TYPE_LABELS[values.jobType]}</Badge>}
          {salary && <Badge tone="success">{salary}</Badge>}
          {values.remoteOk && <Badge tone="info">Remote OK</Badge>}
          {values.visaSponsorship && <Badge tone="info">Visa sponsorship</Badge>}
        </div>
        <p className="text-sm whitespace-pre-line text-slate-700">
          {excerpt ? (
            <>
              {excerpt}
              {description.length > excerpt.length && '…'}
            </>
          ) : (
            <span className="text-slate-400">Your description will appear here.</span>
          )}
        </p>
        {visible.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {visible.map((skill) => (
              <li key={skill}>
                <Badge tone="brand">{skill}</Badge>
              </li>
            ))}
            {more && (
              <li>
                <Badge>{more}</Badge>
              </li>
            )}
          </ul>
        )}
      </article>
    </section>
  );
}
