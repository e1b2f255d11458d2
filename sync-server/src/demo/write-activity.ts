/**
 * Writes what happened on the marketplace, in the order it happened per person: applications, the employers'
 * pipeline moves (each from the employer's current view of the application), interviews, closed jobs, saved jobs.
 */
import type { Db } from '../db/client.ts';
import { pushAs, viewAs, type TimedWrite } from './device-writes.ts';
import type { MarketplacePlan } from './types.ts';
import { groupBy, viewerFor, type Viewers } from './write-listings.ts';

async function writeApplications(db: Db, plan: MarketplacePlan, viewers: Viewers): Promise<void> {
  for (const [candidate, applications] of groupBy(plan.applications, (a) => a.candidate)) {
    const writes = applications.map((a) => ({ doc: { id: a.id, jobId: a.job.posting.id, coverLetter: a.coverLetter }, at: a.appliedAt }));
    await pushAs(db, viewerFor(viewers, candidate.user), 'applications', writes);
  }
}

/** Step k of every application in round k, so each push assumes the state the previous round left. */
async function writeReviews(db: Db, plan: MarketplacePlan, viewers: Viewers): Promise<void> {
  const rounds = Math.max(0, ...plan.applications.map((a) => a.steps.length));
  const byEmployer = groupBy(plan.applications, (a) => a.job.company);
  for (let round = 0; round < rounds; round++) {
    for (const [company, applications] of byEmployer) {
      const viewer = viewerFor(viewers, company.user);
      const writes: TimedWrite[] = [];
      for (const application of applications) {
        const step = application.steps[round];
        if (!step) continue;
        const assumed = await viewAs(db, viewer, 'applications', application.id);
        const notes = step.notes ?? assumed.notes;
        writes.push({ doc: { ...assumed, status: step.status, ...(notes ? { notes } : {}) }, at: step.at, assumed });
      }
      if (writes.length) await pushAs(db, viewer, 'applications', writes);
    }
  }
}

async function writeInterviews(db: Db, plan: MarketplacePlan, viewers: Viewers): Promise<void> {
  const scheduled = plan.applications.filter((a) => a.interview);
  for (const [company, applications] of groupBy(scheduled, (a) => a.job.company)) {
    const writes = applications.map(({ id, job, candidate, interview }) => ({
      doc: {
        id: interview!.id,
        jobId: job.posting.id,
        candidateId: candidate.profile.id,
        applicationId: id,
        scheduledDateTime: interview!.scheduledFor.toISOString(),
        durationMinutes: interview!.durationMinutes,
        status: interview!.status,
        ...(interview!.notes ? { interviewNotes: interview!.notes } : {}),
      },
      at: interview!.at,
    }));
    await pushAs(db, viewerFor(viewers, company.user), 'interviews', writes);
  }
}

async function closeJobs(db: Db, plan: MarketplacePlan, viewers: Viewers): Promise<void> {
  const closing = plan.jobs.filter((j) => j.closedAt);
  for (const [company, jobs] of groupBy(closing, (j) => j.company)) {
    const viewer = viewerFor(viewers, company.user);
    const writes: TimedWrite[] = [];
    for (const job of jobs) {
      const assumed = await viewAs(db, viewer, 'jobs', job.posting.id);
      writes.push({ doc: { ...assumed, isActive: false }, at: job.closedAt!, assumed });
    }
    await pushAs(db, viewer, 'jobs', writes);
  }
}

async function writeSavedJobs(db: Db, plan: MarketplacePlan, viewers: Viewers): Promise<void> {
  for (const [candidate, saved] of groupBy(plan.savedJobs, (s) => s.candidate)) {
    const viewer = viewerFor(viewers, candidate.user);
    const writes = saved.map((s) => ({ doc: { id: `${viewer.userId}:${s.job.posting.id}`, jobId: s.job.posting.id }, at: s.at }));
    await pushAs(db, viewer, 'savedJobs', writes);
  }
}

/** Applications and what followed them; conversations are written apart (write-conversations.ts). */
export async function writeActivity(db: Db, plan: MarketplacePlan, viewers: Viewers): Promise<void> {
  await writeApplications(db, plan, viewers);
  await writeReviews(db, plan, viewers);
  await writeInterviews(db, plan, viewers);
  // Closing comes last: applying to a closed job is refused, and its applicants applied while it was open.
  await closeJobs(db, plan, viewers);
  await writeSavedJobs(db, plan, viewers);
}
