import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useParams, useSearch } from 'wouter';
import { explainMatch } from '@shared/scoring/index.ts';
import { WITHDRAW_TEXTS } from '@shared/messages.ts';
import { canReapply } from '@shared/rules/application-withdraw.ts';
import type { Job } from '@shared/schemas/job.ts';
import { useDocs } from '../../db/hooks.ts';
import { ApplyDialog } from '../../features/applications/ApplyDialog.tsx';
import { useApplicationLimit, useMyApplications } from '../../features/applications/use-my-applications.ts';
import { signInPromptPath } from '../../features/auth/sign-in-prompt.ts';
import { useMyCandidate } from '../../features/candidates/use-my-candidate.ts';
import { JobDetails } from '../../features/jobs/JobDetails.tsx';
import { JobMatchExplanation } from '../../features/jobs/JobMatchExplanation.tsx';
import { jobPageHref } from '../../features/jobs/job-page-href.ts';
import { sourceOfJobPage } from '../../features/jobs/job-page-source.ts';
import { ShareJobButton } from '../../features/jobs/ShareJobButton.tsx';
import { usePublicJob } from '../../features/jobs/use-public-job.ts';
import { useSavedJobs } from '../../features/jobs/use-saved-jobs.ts';
import { session } from '../../state/session.ts';
import { Button, EmptyState, Spinner } from '../../ui/index.ts';
import { NotFoundScreen } from '../not-found/NotFoundScreen.tsx';

/**
 * /jobs/{id}: one job's page, the one route with a parameter (decisions.md). Public while the job is active:
 * signed out it comes from the server and Apply opens the sign-in dialog, coming back here after; signed in,
 * from the device when it is there (so it opens offline), else from the server.
 */
export function JobScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useSnapshot(session);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-10">
      {user ? <SignedInJob id={id} /> : <SignedOutJob id={id} />}
    </div>
  );
}

function Loading() {
  return (
    <div className="flex min-h-[30vh] items-center justify-center gap-2 text-slate-600" role="status">
      <Spinner /> Opening the job…
    </div>
  );
}

function NotOnDevice() {
  return (
    <EmptyState
      title="This job is not on this device"
      description="Connect to the internet to open it. Jobs you open stay on this device for a day."
    />
  );
}

function SignedOutJob({ id }: { id: string }) {
  const remote = usePublicJob(id, true);
  const [, navigate] = useLocation();
  if (remote.status === 'missing') return <NotFoundScreen />;
  if (remote.status === 'offline') return <NotOnDevice />;
  if (remote.status !== 'found') return <Loading />;
  const { job } = remote;
  return (
    <JobDetails
      job={job}
      score={undefined}
      actions={
        <>
          <Button onClick={() => navigate(signInPromptPath(jobPageHref(job.id)))}>Apply Now</Button>
          <Button variant="secondary" onClick={() => navigate(signInPromptPath(jobPageHref(job.id)))}>
            Save Job
          </Button>
          <ShareJobButton job={job} />
        </>
      }
    />
  );
}

function SignedInJob({ id }: { id: string }) {
  const { user, candidate } = useMyCandidate();
  const { docs, loading } = useDocs('jobs', { id });
  const local = docs[0];
  const remote = usePublicJob(id, !loading && !local, user?.userType === 'candidate');
  const job: Job | undefined = local ?? (remote.status === 'found' ? remote.job : undefined);
  if (loading || (!local && (remote.status === 'idle' || remote.status === 'loading'))) return <Loading />;
  // A closed job is not found for anyone but the employer who owns it: an employer's device holds no other
  // employer's jobs, so a local one is its own.
  const isOwn = user?.userType === 'employer' && local !== undefined;
  if (!job || (!job.isActive && !isOwn)) return remote.status === 'offline' && !job ? <NotOnDevice /> : <NotFoundScreen />;
  return user?.userType === 'candidate' ? (
    <CandidateJob job={job} userId={user.id} candidate={candidate} />
  ) : (
    <JobDetails job={job} score={undefined} actions={<ShareJobButton job={job} />} />
  );
}

function CandidateJob({ job, userId, candidate }: { job: Job; userId: string; candidate: ReturnType<typeof useMyCandidate>['candidate'] }) {
  const { applications } = useMyApplications(candidate?.id);
  const limit = useApplicationLimit(userId, applications);
  const { savedJobIds, toggleSaved } = useSavedJobs(userId);
  const [isApplying, setIsApplying] = useState(false);
  const searchText = useSearch();
  const score = useMemo(() => (candidate ? explainMatch(candidate, job, Date.now()).scores.overall : undefined), [candidate, job]);
  const application = applications.find((each) => each.jobId === job.id);
  // A withdrawn application may be sent again (the shared rule), with a warning in the dialog.
  const earlier = application && canReapply(application.status) ? application : undefined;
  const isApplied = application !== undefined && !earlier;
  const isSaved = savedJobIds.has(job.id);
  return (
    <>
      <JobDetails
        job={job}
        score={score}
        actions={
          <>
            <Button disabled={isApplied} onClick={() => setIsApplying(true)}>
              {earlier ? WITHDRAW_TEXTS.reapplyButton : isApplied ? 'Applied' : 'Apply Now'}
            </Button>
            <Button variant="secondary" aria-pressed={isSaved} onClick={() => void toggleSaved(job)}>
              {isSaved ? 'Saved' : 'Save Job'}
            </Button>
            <ShareJobButton job={job} />
          </>
        }
      >
        {candidate && <JobMatchExplanation job={job} candidate={candidate} />}
      </JobDetails>
      <ApplyDialog source={sourceOfJobPage(searchText)} job={isApplying ? job : null} candidate={candidate} matchScore={score} limit={limit} earlier={earlier} onClose={() => setIsApplying(false)} />
    </>
  );
}
