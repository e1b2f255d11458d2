import { useState } from 'react';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Job } from '@shared/schemas/job.ts';
import { useDoc } from '../../db/hooks.ts';
import { ButtonLink, Dialog } from '../../ui/index.ts';
import { CandidateMatchSection } from './CandidateMatchSection.tsx';
import { CandidateProfileView } from './CandidateProfileView.tsx';
import { candidateName, candidateRecordHref, contactHref, interviewHref } from './talent-links.ts';

/** The profile a dialog shows, and the job to explain the match with first. */
export interface ProfileReview {
  candidate: Candidate;
  years: number | undefined;
  jobId?: string;
}

/**
 * 'Review Profile': the full profile as this device holds it, and why it matches one of the employer's active
 * jobs (the best one first; another can be picked). Interview and Contact lead on from here, and the full record
 * (applications, interviews, messages) opens from its footer.
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
  // The live copy: opening the full profile replaces the summary this dialog was opened with.
  const live = useDoc('candidates', review?.candidate.id);
  const candidate = review ? (live ?? review.candidate) : undefined;
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
            <ButtonLink variant="secondary" href={candidateRecordHref(candidate.id, jobId || undefined)}>
              Open Full Record
            </ButtonLink>
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
          <CandidateMatchSection
            className="border-t border-slate-200 pt-4"
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
