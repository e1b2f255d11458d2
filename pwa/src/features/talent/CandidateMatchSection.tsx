import { useId, useMemo } from 'react';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Job } from '@shared/schemas/job.ts';
import { explainMatch } from '@shared/scoring/index.ts';
import { Field, Select, cx } from '../../ui/index.ts';
import { MatchBreakdown } from '../matching/MatchBreakdown.tsx';

/**
 * How well a candidate matches one of the employer's jobs, explained by the shared scorer; another job can be
 * picked when there are several. Used by the 'Review Profile' dialog and the candidate record.
 */
export function CandidateMatchSection({
  candidate,
  jobs,
  jobId,
  onJobChange,
  headingLevel = 3,
  className,
}: {
  candidate: Candidate;
  jobs: readonly Job[];
  jobId: string;
  onJobChange: (jobId: string) => void;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const headingId = useId();
  const job = jobs.find((each) => each.id === jobId) ?? jobs[0];
  const explanation = useMemo(() => (job ? explainMatch(candidate, job, Date.now()) : null), [candidate, job]);
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx('flex flex-col gap-3', className)} aria-labelledby={headingId}>
      <Heading id={headingId} className={cx('font-semibold text-slate-900', headingLevel === 2 ? 'text-base' : 'text-sm')}>
        {explanation && job ? `Match with ${job.title}: ${explanation.scores.overall}%` : 'Match'}
      </Heading>
      {jobs.length === 0 || !explanation ? (
        <p className="text-sm text-slate-600">Post a job to see how well this candidate matches it.</p>
      ) : (
        <>
          {jobs.length > 1 && (
            <Field label="Compare with job">
              <Select
                value={job.id}
                onChange={(event) => onJobChange(event.target.value)}
                options={jobs.map((each) => ({ value: each.id, label: each.title }))}
              />
            </Field>
          )}
          <MatchBreakdown explanation={explanation} viewer="employer" headingLevel={headingLevel === 2 ? 3 : 4} />
        </>
      )}
    </section>
  );
}
