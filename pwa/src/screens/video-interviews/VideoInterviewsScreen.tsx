import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { isPremium } from '@shared/rules/premium.ts';
import { splitInterviews, type InterviewTab } from '@shared/rules/interview-schedule.ts';
import type { Interview } from '@shared/schemas/interview.ts';
import { SCORECARD_RATING_LABELS } from '@shared/schemas/scorecard.ts';
import { useDocs } from '../../db/hooks.ts';
import { usePendingIds } from '../../db/device-hooks.ts';
import { useEmployerJobs, useOwnEmployer } from '../../features/employer/use-own-employer.ts';
import { useCompany } from '../../features/company/use-company.ts';
import { deviceTimeZone } from '@shared/rules/time-zone.ts';
import { InterviewCard } from '../../features/interviews/InterviewCard.tsx';
import { InterviewRoom } from '../../features/interviews/InterviewRoom.tsx';
import { PremiumBanner } from '../../features/interviews/PremiumBanner.tsx';
import { ownScorecardText } from '../../features/interviews/scorecard-doc.ts';
import { ScheduleInterviewDialog, scheduleDefaultsFor } from '../../features/interviews/ScheduleInterviewDialog.tsx';
import { useNow } from '../../features/notifications/use-notifications.ts';
import { useMyAccount } from '../../features/plans/use-my-account.ts';
import { RefusedDrafts, type DraftPresenter } from '../../features/sync/RefusedDrafts.tsx';
import { Button, ButtonLink, EmptyState, Spinner, Tabs } from '../../ui/index.ts';

/** A refused interview write: its notes, and the member's own scorecard if it carried one (issue 49). */
function refusedInterview(userId: string): DraftPresenter {
  return {
    title: (doc) => `Interview with ${String(doc.candidateName ?? 'a candidate')} for ${String(doc.jobTitle ?? 'a job')}`,
    body: (doc) => {
      const parts = [ownScorecardText(doc, userId, SCORECARD_RATING_LABELS), typeof doc.interviewNotes === 'string' ? doc.interviewNotes : undefined];
      return parts.filter(Boolean).join('\n\n') || undefined;
    },
  };
}

/**
 * /video-interviews (routes: signed in): Upcoming and Past interviews of the signed-in user, read from the
 * device. Employers schedule (a premium feature), complete and cancel; candidates see and join. `?room=` opens
 * the room of a meeting link; `?schedule=<e-mail or candidate id>&job=<jobId>` (the talent screens'
 * 'Interview' buttons) opens the schedule dialog filled in.
 */
export function VideoInterviewsScreen() {
  const { user, employer, isLoading: isEmployerLoading } = useOwnEmployer();
  const isEmployer = user?.userType === 'employer';
  // An interviewer (issue 47) runs the interviews assigned to them; scheduling is the admins' and recruiters'.
  const { company } = useCompany();
  const isInterviewer = isEmployer && company?.company?.role === 'interviewer';
  const params = new URLSearchParams(useSearch());
  const room = params.get('room');
  const now = useNow(30_000);
  const { docs: interviews, loading } = useDocs('interviews');
  const pending = usePendingIds('interviews');
  const groups = useMemo(() => splitInterviews(interviews, now), [interviews, now]);
  const { account } = useMyAccount();
  // Unknown until the account reached the device: let the employer try; the server decides.
  const canSchedule = !account || isPremium(account, new Date(now));

  if (room) {
    // A call takes the whole screen; the list is one 'Back to interviews' away.
    return (
      <div className="mx-auto w-full max-w-5xl px-2 py-4 sm:px-6 sm:py-8">
        {/* A meeting link names its room by token: the device's interviews say which interview that is. */}
        {loading ? (
          <div className="flex items-center justify-center gap-2 py-16 text-slate-600" role="status">
            <Spinner label={null} /> Opening the interview room…
          </div>
        ) : (
          <InterviewRoom room={room} interviews={interviews} />
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Video Interviews</h1>
          <p className="mt-2 text-sm text-slate-600">
            {isEmployer ? 'Schedule, run and wrap up interviews with your applicants.' : 'Your interviews with employers, and the link to join them.'}
          </p>
        </div>
        {isEmployer && !isInterviewer && employer && canSchedule && <ScheduleControl employerId={employer.id} schedule={params.get('schedule')} jobId={params.get('job')} />}
      </header>
      {isEmployer && !isInterviewer && !canSchedule && (
        <div className="mb-6">
          <PremiumBanner />
        </div>
      )}
      {isEmployer && !isInterviewer && !employer && !isEmployerLoading && (
        <EmptyState
          className="mb-6"
          title="Set up your company profile"
          description="Interviews are for jobs you post; you need a company profile to post one."
          action={<ButtonLink href="/employer-profile">Set Up Company Profile</ButtonLink>}
        />
      )}
      <div className="mb-6">
        <RefusedDrafts collection="interviews" present={refusedInterview(user?.id ?? '')} />
      </div>
      {loading ? (
        <div className="flex items-center justify-center gap-2 py-16 text-slate-600" role="status" data-loading-screen>
          <Spinner label={null} /> Loading interviews…
        </div>
      ) : (
        <Tabs<InterviewTab>
          label="Interviews"
          items={(['upcoming', 'past'] as const).map((key) => ({
            key,
            label: key === 'upcoming' ? 'Upcoming' : 'Past',
            badge: groups[key].length,
            content: <InterviewList tab={key} interviews={groups[key]} now={now} canManage={isEmployer} canChange={isEmployer && !isInterviewer} pending={pending} viewerZone={account?.timeZone ?? deviceTimeZone()} />,
          }))}
        />
      )}
    </div>
  );
}

/** The 'Schedule Interview' button and its dialog, opened at once for `?schedule=`. */
function ScheduleControl({ employerId, schedule, jobId }: { employerId: string; schedule: string | null; jobId: string | null }) {
  const { jobs } = useEmployerJobs(employerId);
  const isEmail = schedule?.includes('@') ?? false;
  const candidateId = schedule && !isEmail ? schedule : null;
  const { docs: applications } = useDocs('applications', { candidateId: candidateId ?? '\u0000' });
  const candidate = useDocs('candidates', { id: candidateId ?? '\u0000' }).docs[0];
  const [isOpen, setIsOpen] = useState(schedule !== null);
  const appliedJob = jobId ?? applications.find((a) => jobs.some((job) => job.id === a.jobId))?.jobId;
  return (
    <>
      <Button onClick={() => setIsOpen(true)} disabled={jobs.length === 0} className="self-start sm:self-auto">
        Schedule Interview
      </Button>
      <ScheduleInterviewDialog
        open={isOpen && jobs.length > 0}
        onClose={() => setIsOpen(false)}
        jobs={jobs}
        defaults={
          isEmail ? { jobId: appliedJob ?? undefined, candidateEmail: schedule! }
          : candidate ? scheduleDefaultsFor(candidate, appliedJob ?? undefined)
          : { jobId: appliedJob ?? undefined }
        }
      />
    </>
  );
}

function InterviewList({
  tab,
  interviews,
  now,
  canManage,
  canChange,
  viewerZone,
  pending,
}: {
  tab: InterviewTab;
  interviews: readonly Interview[];
  now: number;
  canManage: boolean;
  canChange: boolean;
  pending: ReadonlySet<string>;
  viewerZone: string | undefined;
}) {
  if (interviews.length === 0) {
    return tab === 'upcoming' ? (
      <EmptyState
        title="No upcoming interviews"
        description={canManage ? 'Interviews you schedule with applicants appear here.' : 'When an employer invites you to an interview, it appears here.'}
      />
    ) : (
      <EmptyState title="No past interviews" description="Completed and cancelled interviews appear here." />
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {interviews.map((interview) => (
        <InterviewCard key={interview.id} interview={interview} now={now} canManage={canManage} canChange={canChange} isPending={pending.has(interview.id)} viewerZone={viewerZone} />
      ))}
    </ul>
  );
}
