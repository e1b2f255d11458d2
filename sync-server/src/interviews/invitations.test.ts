/**
 * Issue 51, inviting a candidate found in Find Talent who never applied: the interview carries neither an
 * application nor their address. Accepting (applying to the job, source 'invited') makes an application the
 * employer sees, shares the contact details and links the interview to it; declining cancels the interview and
 * shares nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRow } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';
import { postJob, pushOk, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

let server: TestServer;
let employer: Awaited<ReturnType<typeof signUpEmployer>>;
let jobId: string;
const AT = '2026-11-20T09:00:00.000Z';

beforeAll(async () => {
  server = await createTestServer();
  server.clock.now = new Date('2026-11-10T08:00:00.000Z');
  employer = await signUpEmployer(server);
  jobId = (await postJob(employer.client, { title: 'Route Planner' })).id;
  await grantTrial(server.deps.database.db, employer.user.id, 'employer-professional', server.clock.now);
});
afterAll(() => server.close());

/** A candidate open to employers, found (not applied), invited to an interview. */
async function invited(email: string, at: string) {
  const person = await signUpCandidate(server, { email });
  const id = randomUUID();
  await pushOk(employer.client, 'interviews', [insertRow({ id, _deleted: false, jobId, candidateId: person.profile.id, scheduledDateTime: at, durationMinutes: 30, status: 'scheduled' })]);
  const seen = (await seenBy(employer.client, 'interviews', id))!;
  expect(seen).not.toHaveProperty('applicationId');
  expect(seen.candidateEmail).toBe('');
  expect((await seenBy(employer.client, 'candidates', person.profile.id))?.email).toBeUndefined();
  return { person, id };
}

describe('an invitation to a candidate who had not applied', () => {
  it('accepted: an application from the invitation, the contact details shared, the interview linked', async () => {
    const { person, id } = await invited('found@example.com', AT);
    const applicationId = randomUUID();
    await pushOk(person.client, 'applications', [insertRow({ id: applicationId, _deleted: false, jobId, coverLetter: '', source: 'invited' })]);
    expect(await seenBy(employer.client, 'applications', applicationId)).toMatchObject({ jobId, candidateId: person.profile.id, source: 'invited', status: 'pending' });
    expect((await seenBy(employer.client, 'candidates', person.profile.id))?.email).toBe('found@example.com');
    expect(await seenBy(employer.client, 'interviews', id)).toMatchObject({ applicationId, candidateEmail: 'found@example.com', status: 'scheduled' });
    expect(await seenBy(person.client, 'interviews', id)).toMatchObject({ applicationId });
  });

  it('declined: the interview is cancelled, and no application or contact detail reaches the employer', async () => {
    const { person, id } = await invited('private-found@example.com', '2026-11-20T10:00:00.000Z');
    const seen = (await seenBy(person.client, 'interviews', id))!;
    await pushOk(person.client, 'interviews', [{ assumedMasterState: seen, newDocumentState: { ...seen, candidateReply: { kind: 'decline' } } }]);
    expect(await seenBy(employer.client, 'interviews', id)).toMatchObject({ status: 'cancelled', candidateEmail: '' });
    expect(await seenBy(employer.client, 'interviews', id)).not.toHaveProperty('applicationId');
    expect((await seenBy(employer.client, 'candidates', person.profile.id))?.email).toBeUndefined();
    const applications = [...(await employer.client.pullAll('applications')).values()].filter((a) => a.candidateId === person.profile.id);
    expect(applications).toEqual([]);
  });
});
