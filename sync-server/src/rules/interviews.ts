/**
 * Interview rules: the employer schedules an interview with a candidate whose profile is open to it (one who
 * applied, or one found in Find Talent or AI Matching: issue 16), and may reschedule, complete (once it has
 * started) or cancel it; the candidate sees it and is told of every change. The candidate's e-mail is copied
 * into the document only when the privacy rules already show it to this employer (the candidate applied or
 * replied to it).
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { TEAM_REFUSALS, INTERVIEW_REFUSALS, NOTIFICATION_TEXTS } from '@shared/messages.ts';
import { checkInterviewTime, checkMarkComplete } from '@shared/rules/interview-schedule.ts';
import { interviewWriteSchema } from '@shared/schemas/device-writes.ts';
import { interviewSchema, type Interview } from '@shared/schemas/interview.ts';
import { bookedReason, checkSlotOffer } from '@shared/rules/interview-slots.ts';
import { onInterviewChanged } from '../interviews/lifecycle.ts';
import { bookedStarts, bookRange, releaseSlots } from '../interviews/slot-bookings.ts';
import { accountZone } from '../interviews/account-zone.ts';
import { pickInterviewSlot } from './interview-pick.ts';
import { isNewReply, replyToInterview } from './interview-reply.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { pinToSlice } from '../slices/membership.ts';
import { findRows, grantReaders, readRow } from '../store/rows.ts';
import { compact, isOwner, pickWritable, validate } from './helpers.ts';
import { visibleScorecards } from '@shared/rules/scorecards.ts';
import { memberIdOf } from '../auth/company-viewer.ts';
import { isSameJson } from '@shared/rules/merge-conflict.ts';
import { scorecardFormSchema, type Scorecard } from '@shared/schemas/scorecard.ts';
import { ownScorecard, scorecardAuthor, withScorecard } from '../interviews/scorecard-submit.ts';
import { isCompanyInterviewer } from '../company/assignments.ts';
import { companyMember } from '../company/members.ts';
import { canRunInterviews } from '@shared/schemas/company.ts';
import { effectivePlan } from '../plans/usage.ts';
import { refuse, type CollectionRules, type WriteContext, type WriteOutcome } from './types.ts';
import { takeWriteAllowance } from './write-rate.ts';

/** Whether a push changes none of what the employer schedules (only, then, their scorecard). */
function onlyScorecardChanged(stored: Record<string, unknown>, incoming: Record<string, unknown>): boolean {
  return Object.keys(interviewWriteSchema.shape).every((field) => isSameJson(incoming[field], stored[field]));
}

/**
 * The member an interview is assigned to: the one picked, else the one it had, else (an interview from before
 * teams) its employer, else the member scheduling it.
 */
function interviewerIdOf(viewer: WriteContext['viewer'], master: WriteContext['master'], picked: string | undefined): string {
  return picked ?? (master?.doc.interviewerId as string | undefined) ?? (master ? master.ownerUserId : memberIdOf(viewer));
}

/**
 * An interviewer's one write to an interview (issues 47 and 49): their own scorecard, on an interview of their
 * company assigned to them, pushed like any write so it can wait offline; nothing else of it changes.
 */
async function interviewerScorecard({ tx, viewer, master, incoming, now }: WriteContext): Promise<WriteOutcome> {
  if (!master || master.deleted || master.ownerUserId !== viewer.company?.id || master.doc.interviewerId !== viewer.userId) {
    return refuse('forbidden', TEAM_REFUSALS.interviewNotAssigned);
  }
  const sentCard = ownScorecard(incoming.scorecards as Scorecard[] | undefined, viewer.userId);
  if (!sentCard || incoming._deleted || !onlyScorecardChanged(master.doc, incoming)) return refuse('forbidden', TEAM_REFUSALS.interviewerOnlyScorecard);
  const form = validate(scorecardFormSchema, sentCard);
  if (!form.ok) return form.refusal;
  const author = await scorecardAuthor(tx, viewer.userId, String(master.doc.companyName ?? ''));
  const outcome = withScorecard(master.doc as Interview, form.data, author, now);
  if (!outcome.ok) return refuse(outcome.code, outcome.reason);
  return { kind: 'write', row: { id: master.id, ownerUserId: master.ownerUserId, readerUserIds: master.readerUserIds, doc: outcome.doc } };
}

export const interviewRules: CollectionRules = {
  project(row, viewer) {
    const { scorecards, ...rest } = row.doc as Record<string, unknown> & { scorecards?: Scorecard[] };
    // Scorecards are the company's: never the candidate's; a member sees the others' once theirs is in.
    if (isOwner(viewer, row)) return scorecards ? { ...rest, scorecards: visibleScorecards(scorecards, memberIdOf(viewer)) } : rest;
    // An interviewer sees the interviews of their company assigned to them (a cancelled one too), without the
    // candidate's e-mail: the call runs in the app, the invitation mail is the server's.
    if (isCompanyInterviewer(viewer)) {
      if (row.ownerUserId !== viewer.company?.id || rest.interviewerId !== viewer.userId) return null;
      return { ...rest, candidateEmail: '', ...(scorecards ? { scorecards: visibleScorecards(scorecards, viewer.userId) } : {}) };
    }
    return row.readerUserIds.includes(viewer.userId) ? rest : null;
  },
  async write(ctx) {
    const { tx, viewer, master, incoming, now } = ctx;
    // The candidate's writes (issue 51): picking an offered time, or answering (another time, or decline).
    if (viewer.userType === 'candidate' && master && incoming.pickedSlot !== undefined) return pickInterviewSlot(ctx);
    if (viewer.userType === 'candidate' && master && isNewReply(master.doc as Interview, incoming.candidateReply)) return replyToInterview(ctx);
    if (isCompanyInterviewer(viewer)) return interviewerScorecard(ctx);
    if (viewer.userType !== 'employer') return refuse('forbidden', 'Only employers schedule interviews.');
    if (master && !isOwner(viewer, master)) return refuse('forbidden', 'This interview belongs to another employer.');
    if (incoming._deleted) return refuse('forbidden', 'Cancel an interview instead of deleting it.');
    // A member's own scorecard (issue 49) travels in the interview they pushed; only their card is taken, the
    // others' (hidden from them until theirs is in) stay as stored.
    let scorecards = master?.doc.scorecards as Scorecard[] | undefined;
    const sentCard = master ? ownScorecard(incoming.scorecards as Scorecard[] | undefined, memberIdOf(viewer)) : undefined;
    if (master && sentCard) {
      const form = validate(scorecardFormSchema, sentCard);
      if (!form.ok) return form.refusal;
      const author = await scorecardAuthor(tx, memberIdOf(viewer), String(master.doc.companyName ?? ''));
      const outcome = withScorecard(master.doc as Interview, form.data, author, now);
      if (!outcome.ok) return refuse(outcome.code, outcome.reason);
      // Only the card changed (the usual case): nothing is rescheduled, nobody else is told.
      if (onlyScorecardChanged(master.doc, incoming)) return { kind: 'write', row: { id: master.id, ownerUserId: master.ownerUserId, readerUserIds: master.readerUserIds, doc: outcome.doc } };
      scorecards = outcome.doc.scorecards;
    }
    const v = validate(interviewWriteSchema, pickWritable('interviews', viewer, incoming));
    if (!v.ok) return v.refusal;
    // Completed and cancelled are final (the spec offers no way back to scheduled).
    if (master && master.doc.status !== 'scheduled' && master.doc.status !== 'proposed') return refuse('rule', INTERVIEW_REFUSALS.alreadyClosed);
    if (v.data.status === 'proposed') {
      const problem = checkSlotOffer(v.data.offeredSlots, now);
      if (problem) return refuse('invalid', problem);
      // An interviewer's booked time is never offered again, on this application or another.
      // Nor a time overlapping one booked: each offered time lasts the interview's length.
      const taken = await bookedStarts(tx, interviewerIdOf(viewer, master, v.data.interviewerId), v.data.offeredSlots ?? [], v.data.durationMinutes, incoming.id);
      if (taken.size) return refuse('rule', bookedReason([...taken], await accountZone(tx, memberIdOf(viewer))));
      v.data.scheduledDateTime = [...v.data.offeredSlots!].sort((a, b) => Date.parse(a) - Date.parse(b))[0]!;
    } else if (v.data.offeredSlots || v.data.offerExpiresAt) {
      // Slots belong to an open offer only; a booked or closed interview keeps none.
      delete v.data.offeredSlots;
      delete v.data.offerExpiresAt;
    }
    const job = await readRow(tx, 'jobs', v.data.jobId);
    if (!job || !isOwner(viewer, job)) return refuse('forbidden', 'You can only interview for your own jobs.');
    // Who runs it: a member of the company who can run interviews (issue 47).
    const interviewerId = interviewerIdOf(viewer, master, v.data.interviewerId);
    const runner = viewer.company ? await companyMember(tx, viewer.company.id, interviewerId) : null;
    if (viewer.company && (!runner || !canRunInterviews(runner.role))) return refuse('invalid', INTERVIEW_REFUSALS.interviewerNotMember);
    const candidate = await readRow(tx, 'candidates', v.data.candidateId);
    if (!candidate || candidate.deleted) return refuse('not_found', 'This candidate no longer exists.');
    const applied = await findRows(
      tx,
      'applications',
      sql`doc->>'jobId' = ${job.id} and doc->>'candidateId' = ${candidate.id}`,
    );
    // Contact granted: the candidate applied to or replied to this employer, so it sees their e-mail too.
    const inContact = candidate.readerUserIds.includes(viewer.userId);
    const isOpen = candidate.publicScope === 'employers' || inContact || applied.length > 0;
    // An interview already made stays changeable (completed, cancelled) even if the profile closed since.
    if (!master && !isOpen) return refuse('rule', INTERVIEW_REFUSALS.candidateNotOpen);
    if (master && master.doc.candidateId !== v.data.candidateId) return refuse('rule', 'An interview keeps its candidate.');
    if (v.data.status === 'completed' && master) {
      const notStarted = checkMarkComplete(master.doc as Interview, now);
      if (notStarted) return refuse('rule', notStarted);
    }
    // Scheduling and rescheduling are the premium feature; completing or cancelling an interview made while
    // the plan ran stays possible after it lapses.
    const isNewTime = !master || master.doc.scheduledDateTime !== v.data.scheduledDateTime;
    if ((isNewTime && v.data.status === 'scheduled') || (v.data.status === 'proposed' && !master)) {
      if ((await effectivePlan(tx, viewer.userId, now)) === 'free') return refuse('limit', INTERVIEW_REFUSALS.premiumRequired);
      const timeProblem = checkInterviewTime(v.data.scheduledDateTime, now);
      if (timeProblem) return refuse('invalid', timeProblem);
    }
    // The names and zones each side reads the interview by (issue 51): who interviews, and both clocks.
    const employerAccount = await readRow(tx, 'accounts', interviewerId);
    const candidateAccount = await readRow(tx, 'accounts', candidate.ownerUserId);
    const interviewer = runner?.name || (employerAccount ? `${String(employerAccount.doc.firstName ?? '')} ${String(employerAccount.doc.lastName ?? '')}`.trim() : '');
    const before = master?.doc as Interview | undefined;
    // A candidate's request for another time stands until the employer changes the time, offers times or closes it.
    const sameTimes = JSON.stringify([...(before?.offeredSlots ?? [])].sort()) === JSON.stringify([...(v.data.offeredSlots ?? [])].sort());
    const keepsReply = before?.candidateReply && v.data.status === before.status && !isNewTime && sameTimes;
    const meetingId = (master?.doc.meetingLink as string | undefined) ?? `/video-interviews?room=${randomBytes(9).toString('base64url')}`;
    const doc = interviewSchema.parse(
      compact({
        ...v.data,
        id: incoming.id,
        employerId: job.doc.employerId,
        applicationId: v.data.applicationId ?? applied[0]?.id,
        jobTitle: job.doc.title,
        companyName: job.doc.companyName,
        candidateName: `${candidate.doc.firstName} ${candidate.doc.lastName}`.trim(),
        interviewerId,
        interviewerName: interviewer || undefined,
        employerTimeZone: (employerAccount?.doc.timeZone as string | undefined) ?? undefined,
        candidateTimeZone: (candidateAccount?.doc.timeZone as string | undefined) ?? undefined,
        candidateEmail: inContact || applied.length ? ((candidate.doc.email as string | undefined) ?? '') : '',
        candidateReply: keepsReply ? before.candidateReply : undefined,
        meetingLink: meetingId,
        meetingPassword: (master?.doc.meetingPassword as string | undefined) ?? randomBytes(4).toString('hex'),
        scorecards,
        createdAt: (master?.doc.createdAt as string | undefined) ?? now.toISOString(),
        updatedAt: now.toISOString(),
      }),
    );
    const what = doc.status === 'proposed' ? 'offered with times to pick from' : !master ? 'scheduled' : doc.status === 'scheduled' ? 'updated' : doc.status;
    const overLimit = await takeWriteAllowance(tx, viewer.userId, 'interviews', now);
    if (overLimit) return overLimit;
    // Set at one time (new, rescheduled to a new time or length, or given to another interviewer), the interview
    // holds its range in the interviewer's bookings, like a picked slot (last, so nothing is held for a write
    // refused above); a range overlapping another interview's is refused. Two such writes racing wait for each
    // other on the interviewer's lock: one holds it, one is refused.
    const bookingMoved = before?.durationMinutes !== doc.durationMinutes || interviewerIdOf(viewer, master, undefined) !== interviewerId;
    if (doc.status === 'scheduled' && (isNewTime || before?.status !== 'scheduled' || bookingMoved)) {
      if (!(await bookRange(tx, interviewerId, doc.scheduledDateTime, doc.durationMinutes, doc.id))) {
        return refuse('rule', bookedReason([doc.scheduledDateTime], await accountZone(tx, memberIdOf(viewer))));
      }
    }
    // The candidate first (interviews/participants.ts), then the interviewer when they are not the company itself.
    const readers = interviewerId === viewer.userId ? [candidate.ownerUserId] : [candidate.ownerUserId, interviewerId];
    const assignmentMoved =
      !master || master.doc.interviewerId !== doc.interviewerId || (master.doc.status === 'cancelled') !== (doc.status === 'cancelled');
    return {
      kind: 'write',
      row: { id: doc.id, ownerUserId: viewer.userId, readerUserIds: readers, doc },
      after: async (t, at) => {
        // The interviewer reads the application, the profile and the job the interview needs
        // (company/assignments.ts); all move so the member it was assigned to before is projected anew (and
        // loses them).
        if (assignmentMoved) {
          const grant = interviewerId === viewer.userId ? [] : [interviewerId];
          if (doc.applicationId) await grantReaders(t, 'applications', doc.applicationId, grant);
          await grantReaders(t, 'candidates', candidate.id, grant);
          await grantReaders(t, 'jobs', job.id, grant);
          if (interviewerId !== memberIdOf(viewer) && doc.status !== 'cancelled') {
            await createNotification(t, interviewerId, { type: 'interview', ...NOTIFICATION_TEXTS.interviewAssigned(doc.candidateName, doc.jobTitle), actionUrl: '/video-interviews' }, at);
          }
        }
        // A cancelled interview, or one offered new times, frees the time it had booked.
        if (doc.status === 'cancelled' || doc.status === 'proposed') await releaseSlots(t, doc.id);
        await createNotification(
          t,
          candidate.ownerUserId,
          {
            type: 'interview',
            ...NOTIFICATION_TEXTS.interview(!master, doc.jobTitle, doc.companyName, what),
            actionUrl: '/video-interviews',
          },
          at,
        );
        // The job of an interview stays on the candidate's devices even when it falls out of their slice.
        if (!master) await pinToSlice(t, candidate.ownerUserId, 'jobs', job.id);
        // Whoever ran it is asked for a scorecard when it ends (issue 49).
        if (doc.status === 'completed' && master?.doc.status !== 'completed') {
          await createNotification(t, interviewerId, { type: 'interview', ...NOTIFICATION_TEXTS.scorecardDue(doc.candidateName, doc.jobTitle), actionUrl: '/video-interviews' }, at);
        }
        // The invite's SEQUENCE, the reminder and the candidate's mail (interviews/lifecycle.ts).
        await onInterviewChanged(t, (master?.doc as Interview | undefined) ?? null, doc, at);
      },
    };
  },
};
