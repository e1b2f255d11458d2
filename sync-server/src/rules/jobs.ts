/**
 * Job rules: active jobs are public to everyone signed in (a candidate's device holds those of its slice:
 * slices/); the owner also sees its inactive ones. Only an employer with a company profile posts, within the
 * monthly posting limit of its plan.
 */
import { sql } from 'drizzle-orm';
import { checkJobPostingLimit } from '@shared/rules/usage-limits.ts';
import { jobPostingWriteSchema } from '@shared/schemas/device-writes.ts';
import { jobSchema } from '@shared/schemas/job.ts';
import { afterJobWrite, jobBecamePublic } from '../slices/slice-triggers.ts';
import { findRows } from '../store/rows.ts';
import { compact, isOwner, pickWritable, validate } from './helpers.ts';
import { recordJobPublication } from './job-publications.ts';
import { refuse, type CollectionRules } from './types.ts';
import { isCompanyInterviewer } from '../company/assignments.ts';
import { actionTimesSince, effectivePlan } from '../plans/usage.ts';

function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export const jobRules: CollectionRules = {
  project(row, viewer) {
    if (isOwner(viewer, row)) return row.doc;
    // An interviewer holds the jobs of their assignments (company/assignments.ts), inactive ones too, and loses
    // a job they were named a reader of once it is no longer assigned.
    if (isCompanyInterviewer(viewer) && viewer.assignments) {
      if (viewer.assignments.jobIds.has(row.id)) return row.doc;
      if (row.readerUserIds.includes(viewer.userId)) return null;
    }
    return row.doc.isActive ? row.doc : null;
  },
  async write({ tx, viewer, master, incoming, now }) {
    if (viewer.userType !== 'employer') return refuse('forbidden', 'Only employers can post jobs.');
    if (master && !isOwner(viewer, master)) return refuse('forbidden', 'This job belongs to another employer.');
    const [employer] = await findRows(tx, 'employers', sql`owner_user_id = ${viewer.userId} and not deleted`);
    if (!employer) return refuse('rule', 'Complete your company profile before posting a job.');
    if (incoming._deleted) {
      if (!master) return refuse('not_found', 'This job does not exist.');
      return {
        kind: 'write',
        row: { id: master.id, ownerUserId: viewer.userId, deleted: true, doc: master.doc },
        after: (t, when) => afterJobWrite(t, viewer.userId, master, null, when),
      };
    }
    const v = validate(jobPostingWriteSchema, pickWritable('jobs', viewer, incoming));
    if (!v.ok) return v.refusal;
    if (!master) {
      const plan = await effectivePlan(tx, viewer.userId, now);
      const posted = await actionTimesSince(tx, 'jobs', 'postedAt', viewer.userId, monthStart(now));
      const usage = checkJobPostingLimit({ plan, actionTimes: posted, now });
      if (!usage.allowed) return refuse('limit', usage.message!);
    }
    const doc = jobSchema.parse(
      compact({
        isActive: true,
        ...(v.data as Record<string, unknown>),
        id: incoming.id,
        employerId: employer.id,
        companyName: employer.doc.companyName,
        companyVerified: employer.doc.isVerified,
        postedAt: (master?.doc.postedAt as string | undefined) ?? now.toISOString(),
        applicationCount: (master?.doc.applicationCount as number | undefined) ?? 0,
        updatedAt: now.toISOString(),
      }),
    );
    return {
      kind: 'write',
      row: { id: doc.id, ownerUserId: viewer.userId, publicScope: doc.isActive ? 'all' : null, doc },
      // Posted or reopened: into the slices it fits, live, and its saved-search alerts armed (alerts/); its
      // scorer fields changed: the employer's slice soon.
      after: async (t, when) => {
        await afterJobWrite(t, viewer.userId, master, doc, when);
        if (jobBecamePublic(master, doc)) await recordJobPublication(t, doc.id, when);
      },
    };
  },
};
