import { useMemo, useState, type ReactNode } from 'react';
import type { Job } from '@shared/schemas/job.ts';
import { useDocs } from '../../db/hooks.ts';
import { ApplyDialog } from '../../features/applications/ApplyDialog.tsx';
import { useApplicationLimit, useMyApplications } from '../../features/applications/use-my-applications.ts';
import { useMyCandidate } from '../../features/candidates/use-my-candidate.ts';
import {
  useCandidateMatchPairs,
  useEmployerMatchPairs,
  useViewerRole,
  type MatchPairs,
} from '../../features/matching/use-match-pairs.ts';
import { candidateRecordHref, contactHref, interviewHref } from '../../features/talent/talent-links.ts';
import { Button, ButtonLink, EmptyState, Spinner } from '../../ui/index.ts';
import { JobDetailsDialog } from './JobDetailsDialog.tsx';
import { MatchCard } from './MatchCard.tsx';
import { MatchList } from './MatchList.tsx';

/**
 * /ai-matching (signed in): every candidate open to the employer × each of the employer's active jobs, or for
 * a candidate their profile × every active job; scored on the device, filtered by band and sorted by the
 * chosen sub-score (decisions.md). Works offline.
 */
export function AiMatchingScreen() {
  const role = useViewerRole();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-10">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">AI Matching</h1>
        <p className="mt-1 text-sm text-slate-600">
          {role === 'employer'
            ? 'Every candidate open to employers, matched with each of your active jobs.'
            : 'Your profile matched with every open job.'}{' '}
          Skills count 40%, experience 25%, location 15%, work authorization 15% and education 5%.
        </p>
      </header>
      {role === 'employer' ? <EmployerMatches /> : <CandidateMatches />}
    </div>
  );
}

function Gate({ data, children }: { data: MatchPairs; children: ReactNode }) {
  if (data.loading && data.pairs.count === 0) {
    return (
      <div className="flex justify-center py-16 text-brand-600" data-loading-screen>
        <Spinner size="lg" label="Loading matches" />
      </div>
    );
  }
  if (data.missing === 'profile') {
    return (
      <EmptyState
        title="Create your profile to see matches"
        description="Matches are worked out from your skills, experience, location, work authorization and education."
        action={<ButtonLink href="/candidate-profile">Create Your Profile</ButtonLink>}
      />
    );
  }
  if (data.missing === 'jobs') {
    return (
      <EmptyState
        title="No active jobs yet"
        description="Matches appear as soon as there is an active job to match with."
        action={<JobsAction />}
      />
    );
  }
  if (data.missing === 'candidates') {
    return (
      <EmptyState
        title="No candidates yet"
        description="Profiles of candidates open to employers appear here as they join, and stay readable offline."
      />
    );
  }
  return children;
}

function JobsAction() {
  return useViewerRole() === 'employer' ? <ButtonLink href="/job-posting">Post a Job</ButtonLink> : <ButtonLink href="/browse-jobs">Browse Jobs</ButtonLink>;
}

function EmployerMatches() {
  const data = useEmployerMatchPairs();
  const { candidates, jobs, pairs } = data;
  return (
    <Gate data={data}>
      <MatchList
        pairs={pairs}
        renderCard={(pair) => {
          const candidate = candidates[pairs.candidateAt[pair]];
          const job = jobs[pairs.jobAt[pair]];
          return (
            <MatchCard
              key={`${candidate.id}:${job.id}`}
              viewer="employer"
              candidate={candidate}
              job={job}
              actions={
                <>
                  <ButtonLink variant="secondary" href={contactHref(candidate.userId)}>
                    Contact Candidate
                  </ButtonLink>
                  <ButtonLink variant="secondary" href={candidateRecordHref(candidate.id, job.id)}>
                    View Full Profile
                  </ButtonLink>
                  <ButtonLink href={interviewHref(candidate, job.id)}>Schedule Interview</ButtonLink>
                </>
              }
            />
          );
        }}
      />
    </Gate>
  );
}

/**
 * The candidate's side of each card: write to the employer, read the whole posting, and apply (candidates do
 * not schedule interviews; employers invite them).
 */
function CandidateMatches() {
  const data = useCandidateMatchPairs();
  const { user, candidate } = useMyCandidate();
  const { docs: employers } = useDocs('employers');
  const { applications } = useMyApplications(candidate?.id);
  const limit = useApplicationLimit(user?.id ?? '', applications);
  const [viewing, setViewing] = useState<Job | null>(null);
  const [applyingTo, setApplyingTo] = useState<{ job: Job; score: number } | null>(null);
  const employerUserIds = useMemo(() => new Map(employers.map((employer) => [employer.id, employer.userId])), [employers]);
  const appliedJobIds = useMemo(() => new Set(applications.map((application) => application.jobId)), [applications]);
  const { candidates, jobs, pairs } = data;

  const actionsFor = (job: Job, score: number, isInDialog = false) => {
    const employerUserId = employerUserIds.get(job.employerId);
    const isApplied = appliedJobIds.has(job.id);
    return (
      <>
        {employerUserId && (
          <ButtonLink variant="secondary" href={contactHref(employerUserId)}>
            Contact Employer
          </ButtonLink>
        )}
        {!isInDialog && (
          <Button variant="secondary" onClick={() => setViewing(job)}>
            View Job Details
          </Button>
        )}
        <Button
          disabled={isApplied}
          onClick={() => {
            setViewing(null);
            setApplyingTo({ job, score });
          }}
        >
          {isApplied ? 'Applied' : 'Apply Now'}
        </Button>
      </>
    );
  };

  return (
    <Gate data={data}>
      <MatchList
        pairs={pairs}
        renderCard={(pair) => {
          const job = jobs[pairs.jobAt[pair]];
          return (
            <MatchCard
              key={job.id}
              viewer="candidate"
              candidate={candidates[pairs.candidateAt[pair]]}
              job={job}
              actions={actionsFor(job, pairs.overall[pair])}
            />
          );
        }}
      />
      <JobDetailsDialog
        job={viewing}
        onClose={() => setViewing(null)}
        // One candidate: pair positions are job positions.
        footer={viewing && actionsFor(viewing, pairs.overall[jobs.indexOf(viewing)] ?? 0, true)}
      />
      <ApplyDialog
        source="browse"
        job={applyingTo?.job ?? null}
        candidate={candidate}
        matchScore={applyingTo?.score}
        limit={limit}
        onClose={() => setApplyingTo(null)}
      />
    </Gate>
  );
}
