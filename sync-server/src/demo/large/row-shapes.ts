/**
 * The rows a large marketplace is stored as, exactly as the app would store them had each person signed up and
 * written through their device: the users row and account document of createUser (auth/create-user.ts), and
 * the company, job and candidate documents the collection rules make of a device's write (replication/rules),
 * with the same columns writeRow sets (replication/store.ts). It runs the rules' own field picking and schemas,
 * only without a transaction per row. large-marketplace.test.ts holds the two paths to the same result.
 */
import { newCandidateDefaults } from '@shared/rules/new-candidate.ts';
import type { Account } from '@shared/schemas/account.ts';
import { candidateSchema } from '@shared/schemas/candidate.ts';
import type { CollectionName } from '@shared/schemas/collections.ts';
import {
  candidateProfileWriteSchema,
  companyProfileWriteSchema,
  jobPostingWriteSchema,
} from '@shared/schemas/device-writes.ts';
import { employerSchema } from '@shared/schemas/employer.ts';
import { jobSchema } from '@shared/schemas/job.ts';
import type { Viewer } from '../../auth/sessions.ts';
import { normalizeEmail } from '../../auth/create-user.ts';
import { compact, pickWritable } from '../../rules/helpers.ts';
import type { PublicScope } from '../../store/rows.ts';
import type { CandidatePlan, CompanyPlan, JobPlan, SeedUser } from '../types.ts';

/** A replicated row as writeRow leaves it after one write (xid and seq come from the table's defaults). */
export interface ReplicatedRow {
  id: string;
  doc: Record<string, unknown>;
  ownerUserId: string;
  publicScope: PublicScope | null;
  everPublicScope: PublicScope | null;
  updatedAt: Date;
}

/** A users row as createUser inserts it. */
export interface UserRow {
  id: string;
  email: string;
  userType: SeedUser['userType'];
  firstName: string;
  lastName: string;
  passwordHash: string;
  createdAt: Date;
}

function viewerOf(userId: string, user: SeedUser): Viewer {
  return { userId, userType: user.userType, email: user.email, isSupportAgent: false, ...(user.userType === 'employer' ? { company: { id: userId, role: 'admin' as const } } : {}) };
}

/** What writeRow stores of a first write at `at`: the document stamped `updatedAt`, its scope its widest yet. */
function firstWrite(id: string, ownerUserId: string, doc: Record<string, unknown>, scope: PublicScope | null, at: Date): ReplicatedRow {
  return { id, ownerUserId, doc: { ...doc, updatedAt: at.toISOString() }, publicScope: scope, everPublicScope: scope, updatedAt: at };
}

/** The users row and account document of a new user, as createUser makes them. */
export function userRows(id: string, user: SeedUser, passwordHash: string): { user: UserRow; account: ReplicatedRow } {
  const email = normalizeEmail(user.email);
  const firstName = user.firstName.trim();
  const lastName = user.lastName.trim();
  const at = user.joinedAt;
  const account: Account = {
    id,
    email,
    userType: user.userType,
    firstName,
    lastName,
    plan: 'free',
    subscriptionStatus: 'free',
    cancelAtPeriodEnd: false,
    notificationPrefs: { application: true, message: true, interview: true, payment: true, other: true },
    createdAt: at.toISOString(),
    updatedAt: at.toISOString(),
  };
  return {
    user: { id, email, userType: user.userType, firstName, lastName, passwordHash, createdAt: at },
    account: firstWrite(id, id, account, null, at),
  };
}

function writable(collection: CollectionName, viewer: Viewer, doc: { id: string } & Record<string, unknown>): Record<string, unknown> {
  return pickWritable(collection, viewer, { ...doc, _deleted: false });
}

/** The company profile row, as the employers rule stores a new profile. */
export function employerRow(userId: string, company: CompanyPlan): ReplicatedRow {
  const at = company.profileAt;
  const fields = companyProfileWriteSchema.parse(writable('employers', viewerOf(userId, company.user), company.profile));
  const doc = employerSchema.parse(
    compact({ ...fields, id: company.profile.id, userId, isVerified: false, createdAt: at.toISOString(), updatedAt: at.toISOString() }),
  );
  return firstWrite(doc.id, userId, doc, 'all', at);
}

/**
 * A job's row, as the jobs rule stores a new posting by the owner of `employer`, and, for a job its employer
 * closed, the same posting written again inactive at `closedAt` (public to no one, yet ever public to all).
 */
export function jobRow(userId: string, employer: ReplicatedRow, job: JobPlan): ReplicatedRow {
  const viewer = viewerOf(userId, job.company.user);
  const posted = (fields: { id: string } & Record<string, unknown>, at: Date) =>
    jobSchema.parse(
      compact({
        isActive: true,
        ...(jobPostingWriteSchema.parse(writable('jobs', viewer, fields)) as Record<string, unknown>),
        id: job.posting.id,
        employerId: employer.id,
        companyName: employer.doc.companyName,
        companyVerified: employer.doc.isVerified,
        postedAt: job.postedAt.toISOString(),
        applicationCount: 0,
        updatedAt: at.toISOString(),
      }),
    );
  const open = posted(job.posting, job.postedAt);
  if (!job.closedAt) return firstWrite(open.id, userId, open, 'all', job.postedAt);
  const closed = posted({ ...open, isActive: false }, job.closedAt);
  return { ...firstWrite(closed.id, userId, closed, null, job.closedAt), everPublicScope: 'all' };
}

/** The candidate profile row, as the candidates rule stores a new profile. */
export function candidateRow(userId: string, candidate: CandidatePlan): ReplicatedRow {
  const at = candidate.profileAt;
  const fields = candidateProfileWriteSchema.parse(writable('candidates', viewerOf(userId, candidate.user), candidate.profile));
  const doc = candidateSchema.parse(
    compact({
      ...newCandidateDefaults(),
      ...(fields as Record<string, unknown>),
      id: candidate.profile.id,
      userId,
      lastActive: at.toISOString(),
      createdAt: at.toISOString(),
      updatedAt: at.toISOString(),
    }),
  );
  return firstWrite(doc.id, userId, doc, doc.isOpenToEmployers ? 'employers' : null, at);
}
