import { useId, useState } from 'react';
import { isPremium } from '@shared/rules/premium.ts';
import { deviceTimeZone } from '@shared/rules/time-zone.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Interview } from '@shared/schemas/interview.ts';
import type { Job } from '@shared/schemas/job.ts';
import { usePendingIds } from '../../db/device-hooks.ts';
import { Button, ButtonLink, Card } from '../../ui/index.ts';
import { InterviewCard } from '../interviews/InterviewCard.tsx';
import { ScheduleInterviewDialog, scheduleDefaultsFor } from '../interviews/ScheduleInterviewDialog.tsx';
import { useNow } from '../notifications/use-notifications.ts';
import { useMyAccount } from '../plans/use-my-account.ts';
import { interviewHref } from '../talent/talent-links.ts';

/** The candidate's interviews with this employer, newest first, each managed as on /video-interviews. */
export function RecordInterviews({ interviews }: { interviews: readonly Interview[] }) {
  const headingId = useId();
  const now = useNow(30_000);
  const pending = usePendingIds('interviews');
  const { account } = useMyAccount();
  const viewerZone = account?.timeZone ?? deviceTimeZone();
  return (
    <Card as="section" aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        Interviews ({interviews.length})
      </h2>
      {interviews.length === 0 ? (
        <p className="text-sm text-slate-600">No interviews with this candidate yet.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {interviews.map((interview) => (
            <InterviewCard key={interview.id} interview={interview} now={now} canManage isPending={pending.has(interview.id)} viewerZone={viewerZone} />
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * 'Schedule Interview' from the record: the schedule dialog in place, filled in with the candidate and the job,
 * for an employer whose plan includes interviews; otherwise the interviews screen, which says which plan does.
 */
export function ScheduleFromRecord({ candidate, jobs, jobId }: { candidate: Candidate; jobs: readonly Job[]; jobId: string | undefined }) {
  const { account } = useMyAccount();
  const [isOpen, setIsOpen] = useState(false);
  // Unknown until the account reached the device: let the employer try; the server decides.
  const canSchedule = !account || isPremium(account, new Date());
  if (!canSchedule || jobs.length === 0) {
    return (
      <ButtonLink variant="secondary" href={interviewHref(candidate, jobId)}>
        Schedule Interview
      </ButtonLink>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        Schedule Interview
      </Button>
      <ScheduleInterviewDialog
        open={isOpen}
        onClose={() => setIsOpen(false)}
        jobs={jobs}
        defaults={scheduleDefaultsFor(candidate, jobId)}
      />
    </>
  );
}
