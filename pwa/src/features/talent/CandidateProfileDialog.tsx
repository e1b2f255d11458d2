import { useMemo, useState } from 'react';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Job } from '@shared/schemas/job.ts';
import { explainMatch } from '@shared/scoring/index.ts';
import { ButtonLink, Dialog, Field, Select } from '../../ui/index.ts';
import { MatchBreakdown } from '../matching/MatchBreakdown.tsx';
import { CandidateProfileView } from './CandidateProfileView.tsx';
import { candidateName, contactHref, interviewHref } from './talent-links.ts';

/** The profile a dialog shows, and the job to explain the match with first. */
export interface ProfileReview {
  candidate: Candidate;
  years: number | undefined;
  jobId?: string;
}

function MatchSection({ candidate, jobs, jobId, onJobChange }: {
  candidate: Candidate;
  jobs: readonly Job[];
  jobId: string;
  onJobChange: (jobId: string) => void;
}) {
  const job = jobs.find((each) => each.id === jobId) ?? jobs[0];
  const explanation = useMemo(() => (job ? explainMatch(candidate, job) : null), [candidate, job]);
  return (
    <section className="flex flex-col gap-3 border-t border-slate-200 pt-4" aria-labelledby="profile-match-heading">
      <h3 id="profile-match-heading" className="text-sm font-semibold text-slate-900">
        {explanation && job ? `Match with ${job.title}: ${explanation.scores.overall}%` : 'Match'}
      </h3>
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
          <MatchBreakdown explanation={explanation} viewer="employer" headingLevel={4} />
        </>
      )}
    </section>
  );
}

/**
 * 'Review Profile': the full profile as this device holds it, and why it matches one of the employer's active
 * jobs (the best one first; another can be picked). Interview and Contact lead on from here.
 */
export function CandidateProfileDialog({
  review,
  jobs,
  onClose,
}: {
  review: ProfileReview | null;
  jobs: readonly Job[];
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<{ candidateId: string; jobId: string } | null>(null);
  const candidate = review?.candidate;
  const jobId =
    chosen && chosen.candidateId === candidate?.id ? chosen.jobId : (review?.jobId ?? jobs[0]?.id ?? '');

  return (
    <Dialog
      open={review !== null}
      onClose={onClose}
      size="lg"
      title={candidate ? candidateName(candidate) : ''}
      description={candidate?.title || undefined}
      footer={
        candidate && (
          <>
            <ButtonLink variant="secondary" href={interviewHref(candidate, jobId || undefined)}>
              Interview
            </ButtonLink>
            <ButtonLink href={contactHref(candidate.userId)}>Contact</ButtonLink>
          </>
        )
      }
    >
      {candidate && review && (
        <div className="flex flex-col gap-5">
          <CandidateProfileView candidate={candidate} years={review.years} />
          <MatchSection
            candidate={candidate}
            jobs={jobs}
            jobId={jobId}
            onJobChange={(next) => setChosen({ candidateId: candidate.id, jobId: next })}
          />
        </div>
      )}
    </Dialog>
  );
}
