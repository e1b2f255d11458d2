/** What the request-cost benchmark starts from: an employer's active jobs, and candidates signed up over HTTP. */
import { randomUUID } from 'node:crypto';
import { createUser } from '../../sync-server/src/auth/create-user.ts';
import { writeRow } from '../../sync-server/src/store/rows.ts';
import type { RunningServer } from '../../sync-server/src/server.ts';
import type { CaptureTransport } from '../../sync-server/src/test-support/capture-transport.ts';
import { makeJobs } from './sync-data.ts';

/** `count` public jobs of one employer; answers their ids. */
export async function seedJobs(server: RunningServer, count: number): Promise<string[]> {
  const now = new Date();
  const { db } = server.deps.database;
  const owner = await createUser(db, { email: `bench-employer-${randomUUID().slice(0, 8)}@example.com`, userType: 'employer', firstName: 'Bench', lastName: 'Employer' }, now);
  const employer = { id: randomUUID(), companyName: 'Bench Corp' };
  const jobs = makeJobs(count, employer, now);
  await db.transaction(async (tx) => {
    const doc = { id: employer.id, userId: owner.id, companyName: employer.companyName, industry: 'Technology', companySize: '51-200', location: 'Berlin, Germany', description: 'Bench Corp '.repeat(12), isVerified: false, createdAt: now.toISOString(), updatedAt: now.toISOString() };
    await writeRow(tx, 'employers', { id: employer.id, ownerUserId: owner.id, publicScope: 'all', doc }, now);
    for (const job of jobs) await writeRow(tx, 'jobs', { id: job.id, ownerUserId: owner.id, publicScope: 'all', doc: job }, now);
  });
  return jobs.map((job) => job.id);
}

/** A candidate signed up as the landing dialog does; answers the session cookie and the user id. */
export async function signUp(server: RunningServer, outbox: CaptureTransport): Promise<{ cookie: string; userId: string }> {
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { origin: server.url, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!(await post('/api/auth/send-otp', { email })).ok) throw new Error('send-otp failed');
  const res = await post('/api/auth/register', { firstName: 'Bench', lastName: 'Candidate', email, password: 'Passw0rdX', userType: 'candidate', otp: outbox.lastCode(email) });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const { user } = (await res.json()) as { user: { id: string } };
  return { cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), userId: user.id };
}
