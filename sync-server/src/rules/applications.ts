/**
 * Application rules. A candidate applies once per job (under the id derived from candidate and job, so a
 * repeat is the same document), to an active job, within the daily limit of the free plan; the server fills
 * in everything but the job and the cover letter. The job's employer moves it through
 * the pipeline; each change is kept in the history and told to the candidate. Review notes stay employer-only.
 */
import { sql } from 'drizzle-orm';
import { checkApplicationLimit } from '@shared/rules/usage-limits.ts';
import { applicationSchema, type Application, type StatusChange } from '@shared/schemas/application.ts';
import { writableBy } from '@shared/schemas/device-writes.ts';
import { reviewApplication, toCandidateHistory } from '@shared/rules/application-review.ts';
import { canReapply, reapplyApplication, withdrawApplication } from '@shared/rules/application-withdraw.ts';
import { withdrawApplicationSchema } from '@shared/schemas/application-forms.ts';
import { getApplicationStatusLabel } from '@shared/rules/application-status.ts';
import { isSameJson } from '@shared/rules/merge-conflict.ts';
import { applicationIdFor, isAllowedNewId } from '@shared/rules/natural-ids.ts';
import { writableFields } from '@shared/rules/writable-fields.ts';
import { NOTIFICATION_TEXTS, TEAM_REFUSALS } from '@shared/messages.ts';
import { applicationResume } from './application-resume.ts';
import { SCREENING_RULES } from '@shared/catalog.ts';
import { evaluateScreening, missingAnswerMessage, screeningFlagText } from '@shared/rules/screening.ts';
import type { ScreeningQuestion } from '@shared/schemas/screening.ts';
import { armScreeningReject } from '../screening/knockout-job.ts';
import { memberIdOf } from '../auth/company-viewer.ts';
import { isCompanyInterviewer, loadAssignments } from '../company/assignments.ts';
import { applyTagPlan, awaitCompanyWrites, candidateTagsIn, planPushedTags } from '../company/tags.ts';
import type { ApplicationTag } from '@shared/schemas/company-tags.ts';
import { scoreApplication } from './scoring-bridge.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { pinToSlice } from '../slices/membership.ts';
import { findRows, readRow, writeRow } from '../store/rows.ts';
import { grantCandidateContact } from './candidates.ts';
import { linkInvitedInterviews } from '../interviews/invitations.ts';
import { compact, isOwner, pickWritable, validate } from './helpers.ts';
import type { WireDoc } from '@shared/schemas/replication.ts';
import type { Tx } from '../db/client.ts';
import { refuse, type CollectionRules, type WriteContext, type WriteOutcome } from './types.ts';
import { actionTimesSince, effectivePlan } from '../plans/usage.ts';
import { takeWriteAllowance } from './write-rate.ts';

function dayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export const applicationRules: CollectionRules = {
  project(row, viewer) {
    // An interviewer sees the applications of the interviews assigned to them, as the company does (notes
    // included: they interview on them), and no other.
    if (isCompanyInterviewer(viewer)) return viewer.assignments?.applicationIds.has(row.id) ? row.doc : null;
    if (row.readerUserIds.includes(viewer.userId)) return row.doc;
    if (!isOwner(viewer, row)) return null;
    // Notes, their authors, note-only steps, screening flags, rejection reasons and tags are the company's
    // (decisions.md); the candidate sees the statuses and their times.
    const { notes: _employerOnly, screeningFlags: _flags, rejectionReason: _reason, rejectionDetail: _detail, tags: _tags, ...candidateView } = row.doc;
    return { ...candidateView, statusHistory: toCandidateHistory((row.doc.statusHistory ?? []) as StatusChange[]) };
  },
  async write(ctx) {
    const { viewer, master, incoming } = ctx;
    if (incoming._deleted) return refuse('forbidden', 'An application cannot be deleted.');
    if (!master) return viewer.userType === 'candidate' ? apply(ctx) : refuse('forbidden', 'Only candidates apply to jobs.');
    if (isCompanyInterviewer(viewer)) return interviewerNote(ctx);
    if (master.readerUserIds.includes(viewer.userId) && viewer.userType === 'employer') return review(ctx);
    if (isOwner(viewer, master) && incoming.status === 'withdrawn') return withdraw(ctx);
    // Applying again to a job whose application the candidate withdrew: the same document, Pending Review again.
    if (isOwner(viewer, master) && incoming.status === 'pending' && canReapply(master.doc.status as string)) return reapply(ctx);
    // The candidate's own application sent again for its job: a second 'Submit Application' (a double click,
    // the same job applied to on two devices) names the same derived id and merges onto it. The first
    // application stands, unchanged; storing it again sends the server's copy back instead of a refusal.
    if (isOwner(viewer, master) && isRepeatApply(master.doc, incoming)) return { kind: 'write', row: master };
    if (isOwner(viewer, master)) return refuse('forbidden', 'A sent application cannot be changed.');
    return refuse('forbidden', 'This application is not yours to change.');
  },
};

/** A candidate's push that only applies again to the same job: it asks for no move in the pipeline. */
function isRepeatApply(stored: Record<string, unknown>, incoming: Record<string, unknown>): boolean {
  if (incoming.jobId !== stored.jobId) return false;
  return writableFields('applications', 'employer').every((f) => incoming[f] === undefined || isSameJson(incoming[f], stored[f]));
}

async function apply({ tx, viewer, incoming, now }: WriteContext): Promise<WriteOutcome> {
  const v = validate(writableBy.applications.candidate, pickWritable('applications', viewer, incoming));
  if (!v.ok) return v.refusal;
  const [candidate] = await findRows(tx, 'candidates', sql`owner_user_id = ${viewer.userId} and not deleted`);
  if (!candidate) return refuse('rule', 'Complete Your Profile');
  if (!isAllowedNewId(incoming.id, applicationIdFor(viewer.userId, v.data.jobId))) {
    return refuse('invalid', 'An application id is derived from the candidate and the job.');
  }
  const job = await readRow(tx, 'jobs', v.data.jobId, true);
  if (!job || job.deleted || !job.doc.isActive) {
    return refuse('rule', 'This job is no longer accepting applications.');
  }
  // The job's questions as the server holds them decide; a device that saw older questions is refused with
  // the first required one it left out, the same words the apply dialog shows.
  const screening = evaluateScreening((job.doc.screeningQuestions ?? []) as ScreeningQuestion[], v.data.screeningAnswers ?? []);
  if (screening.missing.length) return refuse('invalid', missingAnswerMessage(screening.missing[0]!));
  const flags = screening.knockedOut.map(screeningFlagText);
  const rejectsOnKnockout = flags.length > 0 && job.doc.screeningKnockoutAction === 'reject';
  const dup = await findRows(tx, 'applications', sql`owner_user_id = ${viewer.userId} and doc->>'jobId' = ${v.data.jobId}`);
  if (dup.length) return refuse('rule', 'You have already applied to this job.');
  const overDaily = await dailyLimitRefusal(tx, viewer.userId, now);
  if (overDaily) return overDaily;
  const resume = await applicationResume(tx, viewer.userId, v.data.resumeFileId);
  if ('kind' in resume) return resume;
  // The tags the company put on the candidate (before they applied, from Find Talent) are on this one too;
  // a tag change of the company in flight is waited for, so it cannot miss this application.
  await awaitCompanyWrites(tx, job.ownerUserId);
  const tags = await candidateTagsIn(tx, job.ownerUserId, candidate.id);
  const at = now.toISOString();
  const name = `${candidate.doc.firstName} ${candidate.doc.lastName}`.trim();
  const doc = applicationSchema.parse(
    compact({
      id: incoming.id,
      jobId: job.id,
      candidateId: candidate.id,
      employerId: job.doc.employerId,
      coverLetter: v.data.coverLetter,
      ...resume,
      appliedAt: at,
      status: 'pending',
      statusHistory: [{ status: 'pending', at }],
      matchScore: scoreApplication(candidate.doc, job.doc, now),
      screeningAnswers: screening.answers.length ? screening.answers : undefined,
      screeningFlags: flags.length ? flags : undefined,
      source: v.data.source,
      tags: tags.length ? tags : undefined,
      jobTitle: job.doc.title,
      companyName: job.doc.companyName,
      candidateName: name,
      updatedAt: at,
    }),
  );
  const overLimit = await takeWriteAllowance(tx, viewer.userId, 'applications', now);
  if (overLimit) return overLimit;
  return {
    kind: 'write',
    row: { id: doc.id, ownerUserId: viewer.userId, readerUserIds: [job.ownerUserId], doc },
    after: async (t, when) => {
      await writeRow(t, 'jobs', { ...job, doc: { ...job.doc, applicationCount: Number(job.doc.applicationCount ?? 0) + 1 } }, when);
      await grantCandidateContact(t, candidate.id, job.ownerUserId, when);
      // An invitation to interview accepted (issue 51): the job's interviews with this candidate join the application.
      await linkInvitedInterviews(t, job.id, candidate.id, doc.id, String(candidate.doc.email ?? ''), when);
      // A job applied to stays on the candidate's devices even when it falls out of their slice.
      await pinToSlice(t, viewer.userId, 'jobs', job.id);
      if (rejectsOnKnockout) await armScreeningReject(t, doc.id, new Date(when.getTime() + SCREENING_RULES.rejectDelayMs));
      await createNotification(
        t,
        job.ownerUserId,
        {
          type: 'application',
          ...NOTIFICATION_TEXTS.newApplication(name, String(job.doc.title)),
          actionUrl: '/application-tracking',
        },
        when,
      );
    },
  };
}

/** The free plan's daily application limit, counted over today's applications (a re-application counts too). */
async function dailyLimitRefusal(tx: WriteContext['tx'], userId: string, now: Date) {
  const plan = await effectivePlan(tx, userId, now);
  const today = await actionTimesSince(tx, 'applications', 'appliedAt', userId, dayStart(now));
  const usage = checkApplicationLimit({ plan, actionTimes: today, now });
  return usage.allowed ? null : refuse('limit', usage.message!);
}

/**
 * The candidate applies again after withdrawing (issue 50): the shared rule decides it may, and makes it
 * Pending Review again with the new cover letter and résumé, its history kept for the employer to see; the
 * job must still take applications, the daily limit holds, the score is made anew and the employer is told.
 */
async function reapply({ tx, viewer, master, incoming, now }: WriteContext): Promise<WriteOutcome> {
  const current = master!;
  const v = validate(writableBy.applications.candidate, pickWritable('applications', viewer, incoming));
  if (!v.ok) return v.refusal;
  if (v.data.jobId !== current.doc.jobId) return refuse('invalid', 'An application stays with its job.');
  const outcome = reapplyApplication(current.doc as unknown as Application, v.data.coverLetter, now);
  if (!outcome.ok) return refuse('rule', outcome.reason);
  const job = await readRow(tx, 'jobs', v.data.jobId, true);
  if (!job || job.deleted || !job.doc.isActive) return refuse('rule', 'This job is no longer accepting applications.');
  const [candidate] = await findRows(tx, 'candidates', sql`owner_user_id = ${viewer.userId} and not deleted`);
  if (!candidate) return refuse('rule', 'Complete Your Profile');
  const overDaily = await dailyLimitRefusal(tx, viewer.userId, now);
  if (overDaily) return overDaily;
  const resume = await applicationResume(tx, viewer.userId, v.data.resumeFileId);
  if ('kind' in resume) return resume;
  const { resumeFileId: _earlier, resumeFileName: _earlierName, ...rest } = current.doc;
  const doc = applicationSchema.parse(
    compact({ ...rest, ...outcome.fields, ...resume, matchScore: scoreApplication(candidate.doc, job.doc, now), updatedAt: now.toISOString() }),
  );
  const overLimit = await takeWriteAllowance(tx, viewer.userId, 'applications', now);
  if (overLimit) return overLimit;
  return {
    kind: 'write',
    row: { id: current.id, ownerUserId: current.ownerUserId, readerUserIds: current.readerUserIds, doc },
    after: async (t, when) => {
      await grantCandidateContact(t, candidate.id, job.ownerUserId, when);
      await createNotification(
        t,
        job.ownerUserId,
        { type: 'application', ...NOTIFICATION_TEXTS.newApplication(doc.candidateName, doc.jobTitle), actionUrl: '/application-tracking' },
        when,
      );
    },
  };
}

/**
 * An interviewer writes a note on an application of an interview assigned to them now (being named a reader
 * once is not enough: readers only grow); any other field, a stage move above all, is the recruiters'.
 */
async function interviewerNote(ctx: WriteContext): Promise<WriteOutcome> {
  const { tx, viewer, master, incoming } = ctx;
  const assignments = await loadAssignments(tx, viewer);
  if (!master || !assignments.applicationIds.has(master.id)) return refuse('forbidden', TEAM_REFUSALS.notAssigned);
  if (incoming.status !== undefined && incoming.status !== master.doc.status) return refuse('forbidden', TEAM_REFUSALS.interviewerMovesStage);
  return review({ ...ctx, incoming: { id: incoming.id, _deleted: false, notes: incoming.notes } as WireDoc });
}

async function review({ tx, viewer, master, incoming, now }: WriteContext): Promise<WriteOutcome> {
  const current = master!;
  const picked = pickWritable('applications', viewer, incoming);
  // The device sends its whole document; an unchanged status is not a move (and 'pending' is not settable).
  // Its `notes` is the note it added: one that differs from the stored latest note becomes a new history step.
  if (picked.status === current.doc.status) delete picked.status;
  const v = validate(writableBy.applications.employer, picked);
  if (!v.ok) return v.refusal;
  const outcome = reviewApplication(current.doc as unknown as Application, v.data, now, memberIdOf(viewer));
  if (!outcome.ok) return refuse('rule', outcome.reason);
  // Tags (issue 48): what the device added or removed against the stored copy changes the candidate's tags in
  // the company (company/tags.ts); interviewers' pushes never get here with tags (interviewerNote).
  const companyId = viewer.company?.id;
  const candidateId = String(current.doc.candidateId);
  const tagPlan =
    v.data.tags !== undefined && companyId
      ? await planPushedTags(tx, companyId, candidateId, (current.doc.tags ?? []) as ApplicationTag[], v.data.tags)
      : null;
  if (tagPlan && 'refusal' in tagPlan) return refuse(tagPlan.refusal, tagPlan.reason);
  if (!outcome.statusChanged && !outcome.noteAdded && !tagPlan) return { kind: 'write', row: current };
  const moved = outcome.statusChanged || outcome.noteAdded ? outcome.fields : {};
  const doc = { ...current.doc, ...moved, ...(tagPlan ? { tags: tagPlan.tags.length ? tagPlan.tags : undefined } : {}), updatedAt: now.toISOString() };
  const parsed = applicationSchema.parse(compact(doc));
  // A change of tags alone is no move: no status-change allowance taken, the candidate not told.
  const overLimit = outcome.statusChanged ? await takeWriteAllowance(tx, viewer.userId, 'applicationStatusChanges', now) : null;
  if (overLimit) return overLimit;
  const retag = tagPlan && companyId ? (t: Tx, when: Date) => applyTagPlan(t, companyId, candidateId, tagPlan, memberIdOf(viewer), when) : null;
  return {
    kind: 'write',
    row: { id: current.id, ownerUserId: current.ownerUserId, readerUserIds: current.readerUserIds, doc: parsed },
    after:
      !outcome.statusChanged
        ? (retag ?? undefined)
        : async (t, when) => {
            await retag?.(t, when);
            await createNotification(
              t,
              current.ownerUserId,
              {
                type: 'application',
                ...NOTIFICATION_TEXTS.applicationStatus(parsed.jobTitle, parsed.companyName, getApplicationStatusLabel(parsed.status)),
                actionUrl: '/application-tracking',
              },
              when,
            );
          },
  };
}

/**
 * The candidate withdraws (decisions.md): the status becomes 'withdrawn', kept in the history with the time,
 * the optional reason stored, and the employer told. Only those two fields are read from the push.
 */
async function withdraw({ master, incoming, now }: WriteContext): Promise<WriteOutcome> {
  const current = master!;
  const v = validate(withdrawApplicationSchema, { status: incoming.status, withdrawReason: incoming.withdrawReason ?? undefined });
  if (!v.ok) return v.refusal;
  const outcome = withdrawApplication(current.doc as unknown as Application, v.data.withdrawReason, now);
  if (!outcome.ok) return refuse('rule', outcome.reason);
  if (!outcome.changed) return { kind: 'write', row: current };
  const doc = applicationSchema.parse(compact({ ...current.doc, ...outcome.fields, updatedAt: now.toISOString() }));
  return {
    kind: 'write',
    row: { id: current.id, ownerUserId: current.ownerUserId, readerUserIds: current.readerUserIds, doc },
    after: async (t, when) => {
      for (const employerUserId of current.readerUserIds) {
        await createNotification(
          t,
          employerUserId,
          { type: 'application', ...NOTIFICATION_TEXTS.applicationWithdrawn(doc.candidateName, doc.jobTitle), actionUrl: '/application-tracking' },
          when,
        );
      }
    },
  };
}
