import { Link } from 'wouter';
import { getJoinState } from '@shared/rules/interview-schedule.ts';
import type { Interview, InterviewStatus } from '@shared/schemas/interview.ts';
import { formatInterviewTime } from '@shared/rules/interview-time.ts';
import { SlotPicker } from './SlotPicker.tsx';
import { Badge, Button, buttonClasses, type BadgeTone } from '../../ui/index.ts';
import { InterviewManageActions } from './InterviewManageActions.tsx';
import { InterviewReplyActions, InterviewReplyNotice } from './InterviewReplyActions.tsx';
import { InvitationAccept } from './InvitationAccept.tsx';
import { CardScorecardPrompt } from './ScorecardPrompt.tsx';
import { api } from '../../sync/api-client.ts';

const STATUS: Record<InterviewStatus, { label: string; tone: BadgeTone }> = {
  proposed: { label: 'Pick a time', tone: 'warning' },
  scheduled: { label: 'Scheduled', tone: 'info' },
  completed: { label: 'Completed', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const DAY_AND_TIME = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** 'Starts at 3:30 PM' today, 'Starts at Mar 5, 3:30 PM' on another day. */
function startsAtLabel(startsAt: number, now: number): string {
  const isToday = new Date(startsAt).toDateString() === new Date(now).toDateString();
  return `Starts at ${(isToday ? TIME : DAY_AND_TIME).format(startsAt)}`;
}

/**
 * One interview: job, company, candidate, time, notes and status, with 'Join Interview' inside the join
 * window (shared rule) or a disabled 'Starts at …' before it, and 'Add to calendar' (the server's .ics invite).
 * The employer also completes, reschedules or cancels it, and once its room opened is asked for a scorecard.
 */
export function InterviewCard({
  interview,
  now,
  canManage,
  canChange = canManage,
  isPending,
  viewerZone,
}: {
  interview: Interview;
  now: number;
  canManage: boolean;
  /** Reschedule and cancel: the company's admins and recruiters, not an interviewer it is assigned to (issue 47). */
  canChange?: boolean;
  isPending: boolean;
  /** The reader's zone (their account's, else the device's): every time shows in it, and the other side's too. */
  viewerZone: string | undefined;
}) {
  const status = STATUS[interview.status];
  const otherZone = canManage ? interview.candidateTimeZone : interview.employerTimeZone;
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between sm:p-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{interview.jobTitle}</h3>
          <Badge tone={status.tone}>{status.label}</Badge>
          {isPending && <Badge tone="warning">Waiting to sync</Badge>}
        </div>
        <p className="mt-1 text-sm text-slate-700">{interview.companyName}</p>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {canManage ? (
            <div>
              <dt className="text-slate-500">Candidate</dt>
              <dd className="text-slate-900">
                {interview.candidateName}
                {interview.candidateEmail && <span className="block text-slate-600">{interview.candidateEmail}</span>}
              </dd>
            </div>
          ) : (
            // The candidate meets a person of the company, not themselves (issue 51).
            <div>
              <dt className="text-slate-500">Interviewer</dt>
              <dd className="text-slate-900" data-testid="interviewer">
                {interview.interviewerName || interview.companyName}
                {interview.interviewerName && <span className="block text-slate-600">{interview.companyName}</span>}
              </dd>
            </div>
          )}
          <div>
            <dt className="text-slate-500">When</dt>
            <dd className="text-slate-900">
              <time dateTime={interview.scheduledDateTime}>{formatInterviewTime(interview.scheduledDateTime, viewerZone, otherZone)}</time>
              <span className="block text-slate-600">{interview.durationMinutes} minutes</span>
            </dd>
          </div>
        </dl>
        {interview.status === 'proposed' && (
          <SlotPicker interview={interview} now={now} canPick={!canManage} viewerZone={viewerZone} otherZone={otherZone} />
        )}
        {!canManage && <InvitationAccept interview={interview} />}
        <InterviewReplyNotice interview={interview} isEmployer={canManage} />
        {interview.interviewNotes && (
          <p className="mt-3 rounded-xl bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-700">{interview.interviewNotes}</p>
        )}
        {canManage && <CardScorecardPrompt interview={interview} now={now} />}
      </div>
      <div className="flex flex-col gap-2 sm:w-56 sm:shrink-0">
        <JoinAction interview={interview} now={now} />
        {/* The server makes the invite; a just-scheduled interview has none until it reached the server. */}
        {interview.status === 'scheduled' && interview.meetingLink && (
          <a href={api.interviews[':id']['calendar.ics'].$path({ param: { id: encodeURIComponent(interview.id) } })} download className={buttonClasses('secondary')}>
            Add to calendar
          </a>
        )}
        {canChange && (interview.status === 'scheduled' || interview.status === 'proposed') && <InterviewManageActions interview={interview} now={now} />}
        {!canManage && <InterviewReplyActions interview={interview} now={now} />}
      </div>
    </li>
  );
}

function JoinAction({ interview, now }: { interview: Interview; now: number }) {
  const state = getJoinState(interview, now);
  if (state.kind === 'starts-at') {
    return (
      <Button variant="secondary" disabled>
        {startsAtLabel(state.startsAt, now)}
      </Button>
    );
  }
  if (state.kind !== 'join') return null;
  // The server makes the link; a just-scheduled interview has none until it reached the server.
  if (!interview.meetingLink) return <Button disabled>Link on its way</Button>;
  return (
    <Link href={interview.meetingLink} className={buttonClasses('primary')}>
      Join Interview
    </Link>
  );
}
