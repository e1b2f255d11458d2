/**
 * The large marketplace's rows are the rows the app itself stores: one company, its jobs (one of them closed)
 * and a candidate are written both ways, through createUser and the collection rules as devices write, and by
 * row-shapes.ts, and must come out the same, document and columns.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../auth/create-user.ts';
import { queryRows } from '../../db/client.ts';
import type { CollectionName } from '@shared/schemas/collections.ts';
import { tableOf } from '../../store/rows.ts';
import { createTestServer, type TestServer } from '../../test-support/test-server.ts';
import { pushAs, viewAs, viewerOf } from '../device-writes.ts';
import type { CompanyPlan, JobPlan, SeedUser } from '../types.ts';
import { planLargeCandidate, planLargeCompany, planLargeCompanyJobs, UniqueNames } from './plan-large.ts';
import { candidateRow, employerRow, jobRow, userRows, type ReplicatedRow } from './row-shapes.ts';

const NOW = new Date('2026-11-02T10:00:00.000Z');
const PASSWORD_HASH = 'scrypt$shape-test';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

/** The first planned company that closes one of its jobs, so both job shapes are compared. */
function companyWithClosedJob(): { company: CompanyPlan; jobs: JobPlan[] } {
  const names = new UniqueNames();
  for (let index = 0; index < 200; index++) {
    const company = planLargeCompany(index, NOW, names);
    const jobs = planLargeCompanyJobs(company, index, NOW);
    if (jobs.some((j) => j.closedAt)) return { company, jobs };
  }
  throw new Error('no planned company closes a job');
}

async function stored(collection: CollectionName, id: string): Promise<ReplicatedRow & { deleted: boolean; readerUserIds: string[] }> {
  const [row] = await queryRows<ReplicatedRow & { deleted: boolean; readerUserIds: string[] }>(
    server.deps.database.db,
    sql`select id, doc, deleted, owner_user_id as "ownerUserId", reader_user_ids as "readerUserIds",
        public_scope as "publicScope", ever_public_scope as "everPublicScope", updated_at as "updatedAt"
        from ${sql.identifier(tableOf(collection))} where id = ${id}`,
  );
  return row!;
}

async function expectStoredAs(collection: CollectionName, expected: ReplicatedRow): Promise<void> {
  const row = await stored(collection, expected.id);
  expect({ ...row, updatedAt: new Date(row.updatedAt).toISOString() }).toEqual({
    ...expected,
    updatedAt: expected.updatedAt.toISOString(),
    deleted: false,
    readerUserIds: [],
  });
}

async function signUp(user: SeedUser) {
  const { email, userType, firstName, lastName, joinedAt } = user;
  return createUser(server.deps.database.db, { email, userType, firstName, lastName, passwordHash: PASSWORD_HASH }, joinedAt);
}

describe('large marketplace rows', () => {
  it('store a company, its open and closed jobs and its user as the app does', async () => {
    const { db } = server.deps.database;
    const { company, jobs } = companyWithClosedJob();
    const user = await signUp(company.user);
    const viewer = viewerOf(user);
    await pushAs(db, viewer, 'employers', [{ doc: company.profile, at: company.profileAt }]);
    await pushAs(db, viewer, 'jobs', jobs.map((j) => ({ doc: j.posting, at: j.postedAt })));
    for (const job of jobs.filter((j) => j.closedAt)) {
      const assumed = await viewAs(db, viewer, 'jobs', job.posting.id);
      await pushAs(db, viewer, 'jobs', [{ doc: { ...assumed, isActive: false }, at: job.closedAt!, assumed }]);
    }

    const expected = userRows(user.id, company.user, PASSWORD_HASH);
    const [userRow] = await queryRows(db, sql`select id, email, user_type as "userType", first_name as "firstName",
      last_name as "lastName", password_hash as "passwordHash", created_at as "createdAt" from users where id = ${user.id}`);
    expect({ ...userRow, createdAt: new Date(userRow!.createdAt as string) }).toEqual(expected.user);
    await expectStoredAs('accounts', expected.account);
    const employer = employerRow(user.id, company);
    await expectStoredAs('employers', employer);
    for (const job of jobs) await expectStoredAs('jobs', jobRow(user.id, employer, job));
    expect(jobs.filter((j) => j.closedAt).length).toBeGreaterThan(0);
    expect((await stored('jobs', jobs.find((j) => j.closedAt)!.posting.id)).publicScope).toBeNull();
  });

  it('store a candidate and their user as the app does', async () => {
    const { db } = server.deps.database;
    const { jobs } = companyWithClosedJob();
    // Several candidates: profiles closed to employers (public to no one) come up one time in twelve.
    for (let index = 0; index < 4; index++) {
      const candidate = planLargeCandidate(index, jobs.map((j) => j.role), NOW, new UniqueNames());
      const user = await signUp(candidate.user);
      await pushAs(db, viewerOf(user), 'candidates', [{ doc: candidate.profile, at: candidate.profileAt }]);
      const expected = userRows(user.id, candidate.user, PASSWORD_HASH);
      await expectStoredAs('accounts', expected.account);
      await expectStoredAs('candidates', candidateRow(user.id, candidate));
    }
  });

  it('gives every company and candidate an e-mail address of their own', () => {
    const names = new UniqueNames();
    const emails = new Set<string>();
    let count = 0;
    for (let index = 0; index < 300; index++, count++) emails.add(planLargeCompany(index, NOW, names).user.email.toLowerCase());
    for (let index = 0; index < 300; index++, count++) emails.add(planLargeCandidate(index, [], NOW, names).user.email.toLowerCase());
    expect(emails.size).toBe(count);
  });
});
