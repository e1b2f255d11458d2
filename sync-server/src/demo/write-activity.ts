/**
 * Writes what happened on the marketplace, in the order it happened per person: applications, the employers'
 * pipeline moves (each from the employer's current view of the application), interviews and closed jobs.
 */
import { pushAs, runAll, viewAs, type TimedWrite } from './device-writes.ts';
import type { MarketplacePlan } from './types.ts';
import { groupBy, viewerFor, type DemoWriter } from './write-listings.ts';

async function writeApplications({ db, viewers, concurrency }: DemoWriter, plan: MarketplacePlan): Promise<void> {
  await runAll(groupBy(plan.applications, (a) => a.candidate), concurrency, ([candidate, applications]) => {
    const writes = applications.map((a) => ({
      doc: { id: a.id, jobId: a.job.posting.id, coverLetter: a.coverLetter },
      at: a.appliedAt,
    }));
    return pushAs(db, viewerFor(viewers, candidate.user), 'applications', writes);
  });
}

/** Step k of every application in round k, so each push assumes the state the previous round left. */
async function writeReviews({ db, viewers, concurrency }: DemoWriter, plan: MarketplacePlan): Promise<void> {
  const rounds = Math.max(0, ...plan.applications.map((a) => a.steps.length));
  const byEmployer = groupBy(plan.applications, (a) => a.job.company);
  for (let round = 0; round < rounds; round++) {
    await runAll(byEmployer, concurrency, async ([company, applications]) => {
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
    });
  }
}

async function writeInterviews({ db, viewers, concurrency }: DemoWriter, plan: MarketplacePlan): Promise<void> {
  const scheduled = plan.applications.filter((a) => a.interview);
  await runAll(groupBy(scheduled, (a) => a.job.company), concurrency, ([company, applications]) => {
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
    return pushAs(db, viewerFor(viewers, company.user), 'interviews', writes);
  });
}

async function closeJobs({ db, viewers, concurrency }: DemoWriter, plan: MarketplacePlan): Promise<void> {
  const closing = plan.jobs.filter((j) => j.closedAt);
  await runAll(groupBy(closing, (j) => j.company), concurrency, async ([company, jobs]) => {
    const viewer = viewerFor(viewers, company.user);
    const writes: TimedWrite[] = [];
    for (const job of jobs) {
      const assumed = await viewAs(db, viewer, 'jobs', job.posting.id);
      writes.push({ doc: { ...assumed, isActive: false }, at: job.closedAt!, assumed });
    }
    await pushAs(db, viewer, 'jobs', writes);
  });
}

/** Applications and what followed them; conversations are written apart (write-conversations.ts). */
export async function writeActivity(writer: DemoWriter, plan: MarketplacePlan): Promise<void> {
  await writeApplications(writer, plan);
  await writeReviews(writer, plan);
  await writeInterviews(writer, plan);
  // Closing comes last: applying to a closed job is refused, and its applicants applied while it was open.
  await closeJobs(writer, plan);
}
