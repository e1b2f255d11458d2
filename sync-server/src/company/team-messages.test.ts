/**
 * A candidate writes to the company, and any of its admins and recruiters answers in the same thread (issue 47):
 * the message is the company's, and it names the member who wrote it ("Sam Lee, HireSync Ltd"), never an
 * e-mail. Interviewers do not message candidates.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDoc, insertRow } from '../test-support/fixtures.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { pushOk, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

let server: TestServer;
let founder: Awaited<ReturnType<typeof signUpEmployer>>;
let candidate: Awaited<ReturnType<typeof signUpCandidate>>;
let recruiter: TestClient;
let interviewer: TestClient;

const tokenFor = (email: string) => /[?&]token=([\w-]+)/.exec(server.outbox.emails.findLast((m) => m.to === email)!.text)![1]!;

async function join(role: 'recruiter' | 'interviewer', firstName: string, lastName: string) {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  expect((await founder.client.post('/api/company/invitations', { email, role })).status).toBe(201);
  const client = server.client();
  expect((await client.post('/api/company/invitation/accept', { token: tokenFor(email), firstName, lastName })).status).toBe(200);
  return client;
}

beforeAll(async () => {
  server = await createTestServer();
  founder = await signUpEmployer(server, true, companyDoc({ companyName: 'HireSync Ltd' }));
  candidate = await signUpCandidate(server);
  recruiter = await join('recruiter', 'Sam', 'Lee');
  interviewer = await join('interviewer', 'Ivo', 'Ńowak');
}, 60_000);
afterAll(() => server?.close());

describe('the company’s thread with a candidate', () => {
  it('names which member answered, on both sides; the candidate’s own messages carry no name', async () => {
    const conversationId = randomUUID();
    await pushOk(candidate.client, 'conversations', [insertRow({ id: conversationId, _deleted: false, kind: 'direct', participantUserIds: [candidate.user.id, founder.user.id] })]);
    const asked = randomUUID();
    await pushOk(candidate.client, 'messages', [insertRow({ id: asked, _deleted: false, conversationId, content: 'Is the role remote? 🙂' })]);

    // The recruiter holds the company's conversation and answers in it.
    expect(await seenBy(recruiter, 'conversations', conversationId)).toBeDefined();
    const answered = randomUUID();
    await pushOk(recruiter, 'messages', [insertRow({ id: answered, _deleted: false, conversationId, content: 'Yes, fully remote.' })]);
    const seen = (await seenBy(candidate.client, 'messages', answered))!;
    expect(seen).toMatchObject({ senderId: founder.user.id, senderName: 'Sam Lee, HireSync Ltd', content: 'Yes, fully remote.' });
    expect(JSON.stringify(seen)).not.toContain('@');
    expect(await seenBy(founder.client, 'messages', answered)).toMatchObject({ senderName: 'Sam Lee, HireSync Ltd' });
    expect((await seenBy(founder.client, 'messages', asked))!.senderName).toBeUndefined();

    // The founder's own answer names them too.
    const second = randomUUID();
    await pushOk(founder.client, 'messages', [insertRow({ id: second, _deleted: false, conversationId, content: 'Welcome!' })]);
    expect((await seenBy(candidate.client, 'messages', second))!.senderName).toMatch(/, HireSync Ltd$/);
  });

  it('a name the device sends is ignored: the server signs the message', async () => {
    const [conversation] = [...(await recruiter.pullAll('conversations')).values()];
    const id = randomUUID();
    await pushOk(recruiter, 'messages', [insertRow({ id, _deleted: false, conversationId: conversation!.id, content: 'Hi', senderName: 'The CEO' })]);
    expect((await seenBy(candidate.client, 'messages', id))!.senderName).toBe('Sam Lee, HireSync Ltd');
  });

  it('an interviewer cannot write to the candidate', async () => {
    const [conversation] = [...(await recruiter.pullAll('conversations')).values()];
    const res = await interviewer.push('messages', [insertRow({ id: randomUUID(), _deleted: false, conversationId: conversation!.id, content: 'Hello from me' })]);
    expect(res.json.refused).toHaveLength(1);
  });
});
