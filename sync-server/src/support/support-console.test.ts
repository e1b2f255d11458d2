/**
 * The ID review endpoints (agents only: everyone else gets the unknown-path answer), the decision record, the
 * support-agent command and the SUPPORT_AGENT_EMAILS setting.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_ERROR_MESSAGES } from '@shared/messages.ts';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { ID_REVIEWS_EVENT } from '@shared/schemas/id-review.ts';
import { idVerificationDecisions, users } from '../db/schema.ts';
import { readSse } from '../test-support/sse.ts';
import { createTestServer, TEST_ORIGIN, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { seenBy, signUpCandidate } from '../test-support/world.ts';
import { submitIdDocument } from '../verification/id-documents.ts';
import { runSupportAgentCommand } from './agent-command.ts';
import { applySupportAgentEmails, setSupportAgentFlag } from './agents.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ SUPPORT_AGENT_EMAILS: 'Listed.Agent@Example.com, other-agent@example.com' });
});
afterAll(() => server.close());

const db = () => server.deps.database.db;
const submission = { documentType: 'passport', firstName: 'Casey', lastName: 'Candidate', dateOfBirth: '1990-04-12' };
const documentBytes = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(5000)]);
const submit = (userId: string, bytes: Buffer) =>
  submitIdDocument(db(), server.deps.storage, { userId, submission, file: Readable.from([bytes]), contentType: 'image/jpeg', now: server.clock.now, serverKey: undefined });
const isAgent = async (id: string) => (await db().select({ a: users.isSupportAgent }).from(users).where(eq(users.id, id)))[0]!.a;

async function signUpAgent() {
  const agent = await signUpCandidate(server);
  await setSupportAgentFlag(db(), agent.user.id, true, server.clock.now);
  return agent;
}

describe('ID review endpoints', () => {
  it('answer anyone but an agent exactly like an unknown path', async () => {
    const candidate = await signUpCandidate(server);
    const unknown = await candidate.client.get('/api/no-such-thing');
    const signedOut = server.client();
    const verificationId = `${candidate.user.id}:id`;
    for (const client of [candidate.client, signedOut]) {
      for (const res of [
        await client.get('/api/support/id-reviews'),
        await client.get(`/api/support/id-reviews/${verificationId}/document`),
        await client.post(`/api/support/id-reviews/${verificationId}/decision`, { decision: 'verified', idDocumentId: 'x' }),
        await client.post(`/api/support/id-reviews/${verificationId}/decision`, { nonsense: true }),
      ]) {
        expect(res.status).toBe(404);
        // Alike but for the request id each answer carries.
        expect(res.json).toEqual({ error: { ...unknown.json.error, requestId: res.headers.get('x-request-id') } });
      }
    }
  });

  it('an agent lists pending documents oldest first, reads one uncached, and decides; the decision is recorded', async () => {
    const agent = await signUpAgent();
    const first = await signUpCandidate(server);
    const second = await signUpCandidate(server);
    const bytes = documentBytes();
    await submit(first.user.id, bytes);
    server.clock.now = new Date(server.clock.now.getTime() + 60_000);
    await submit(second.user.id, documentBytes());

    const list = await agent.client.get('/api/support/id-reviews');
    expect(list.status).toBe(200);
    const mine = (list.json.reviews as { userId: string }[]).filter((r) => [first.user.id, second.user.id].includes(r.userId));
    expect(mine.map((r) => r.userId)).toEqual([first.user.id, second.user.id]);
    const review = list.json.reviews.find((r: { userId: string }) => r.userId === first.user.id);
    expect(review).toMatchObject({
      verificationId: `${first.user.id}:id`,
      userEmail: first.user.email,
      ...submission,
      contentType: 'image/jpeg',
      size: bytes.length,
    });

    const res = await server.app.request(`http://localhost/api/support/id-reviews/${review.verificationId}/document`, { headers: { cookie: agent.client.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe('inline');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);

    const noReason = await agent.client.post(`/api/support/id-reviews/${review.verificationId}/decision`, { decision: 'rejected', idDocumentId: review.idDocumentId });
    expect(noReason.status).toBe(400);
    const stale = await agent.client.post(`/api/support/id-reviews/${review.verificationId}/decision`, { decision: 'verified', idDocumentId: 'another-document' });
    expect([stale.status, stale.json.error.code]).toEqual([409, 'document_replaced']);

    const decided = await agent.client.post(`/api/support/id-reviews/${review.verificationId}/decision`, { decision: 'verified', idDocumentId: review.idDocumentId });
    expect(decided.status).toBe(200);
    expect(decided.json.verification).toMatchObject({ status: 'verified', userId: first.user.id });
    expect((await seenBy(first.client, 'verifications', review.verificationId))!.status).toBe('verified');
    const records = await db().select().from(idVerificationDecisions).where(eq(idVerificationDecisions.verificationId, review.verificationId));
    expect(records).toEqual([
      expect.objectContaining({ agentUserId: agent.user.id, decision: 'verified', idDocumentId: review.idDocumentId, decidedAt: server.clock.now }),
    ]);
    const again = await agent.client.post(`/api/support/id-reviews/${review.verificationId}/decision`, { decision: 'rejected', reason: 'x', idDocumentId: review.idDocumentId });
    expect([again.status, again.json.error.code]).toEqual([409, 'not_pending']);
    const after = await agent.client.get('/api/support/id-reviews');
    expect(after.json.reviews.map((r: { userId: string }) => r.userId)).not.toContain(first.user.id);
  });

  it('an agent never decides their own ID check: it is not listed to them and their decision is refused', async () => {
    const agent = await signUpAgent();
    const otherAgent = await signUpAgent();
    await submit(agent.user.id, documentBytes());
    const verificationId = `${agent.user.id}:id`;
    const ownList = await agent.client.get('/api/support/id-reviews');
    expect(ownList.json.reviews.map((r: { userId: string }) => r.userId)).not.toContain(agent.user.id);
    const review = (await otherAgent.client.get('/api/support/id-reviews')).json.reviews.find((r: { userId: string }) => r.userId === agent.user.id);
    expect(review).toBeDefined();

    for (const decision of [{ decision: 'verified' }, { decision: 'rejected', reason: 'x' }]) {
      const res = await agent.client.post(`/api/support/id-reviews/${verificationId}/decision`, { ...decision, idDocumentId: review.idDocumentId });
      expect([res.status, res.json.error.code, res.json.error.message]).toEqual([403, 'own_verification', VERIFICATION_ERROR_MESSAGES.idOwnDecision]);
    }
    expect((await seenBy(agent.client, 'verifications', verificationId))!.status).toBe('pending');
    expect(await db().select().from(idVerificationDecisions).where(eq(idVerificationDecisions.verificationId, verificationId))).toEqual([]);
    // Another agent decides it as usual.
    const decided = await otherAgent.client.post(`/api/support/id-reviews/${verificationId}/decision`, { decision: 'verified', idDocumentId: review.idDocumentId });
    expect(decided.status).toBe(200);
  });
});

describe('the live ID review queue', () => {
  const openStream = async (client: TestClient) => {
    const res = await server.app.request(`${TEST_ORIGIN}/api/replication/stream?v=${SCHEMA_VERSION}`, { headers: { cookie: client.cookie! } });
    expect(res.status).toBe(200);
    const stream = readSse(res);
    await stream.waitFor((e) => e.event === 'resync');
    return stream;
  };
  const hints = (stream: { events: { event: string }[] }) => stream.events.filter((e) => e.event === ID_REVIEWS_EVENT).length;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

  it("a submission and a decision reach every agent's stream as they happen, naming no one, and nobody else's", async () => {
    const agent = await signUpAgent();
    const candidate = await signUpCandidate(server);
    const bystander = await signUpCandidate(server);
    const agentStream = await openStream(agent.client);
    const bystanderStream = await openStream(bystander.client);
    try {
      await submit(candidate.user.id, documentBytes());
      const hint = await agentStream.waitFor((e) => e.event === ID_REVIEWS_EVENT);
      expect(hint.data).toBe('[]');
      // What the hint makes the screen do: the list read again has the new submission.
      const review = (await agent.client.get('/api/support/id-reviews')).json.reviews.find((r: { userId: string }) => r.userId === candidate.user.id);
      expect(review).toBeDefined();

      const seen = hints(agentStream);
      const decided = await agent.client.post(`/api/support/id-reviews/${review.verificationId}/decision`, { decision: 'verified', idDocumentId: review.idDocumentId });
      expect(decided.status).toBe(200);
      await agentStream.waitFor(() => hints(agentStream) > seen);
      await settle();
      expect(hints(bystanderStream)).toBe(0);
    } finally {
      await agentStream.close();
      await bystanderStream.close();
    }
  });

  it("an agent's own submission does not move their queue (it is not on their list)", async () => {
    const agent = await signUpAgent();
    const stream = await openStream(agent.client);
    try {
      await submit(agent.user.id, documentBytes());
      // The change reaches the agent's stream as their own verification (the device pulls it), never as a hint.
      await stream.waitFor((e) => e.event === 'change' && (JSON.parse(e.data) as string[]).includes('verifications'));
      await settle();
      expect(hints(stream)).toBe(0);
    } finally {
      await stream.close();
    }
  });
});

describe('making support agents', () => {
  const run = async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runSupportAgentCommand(args, db(), server.clock.now, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out, err };
  };

  it('the command adds, lists and removes by e-mail, and writes the flag into the account document', async () => {
    const person = await signUpCandidate(server);
    const added = await run('add', person.user.email.toUpperCase());
    expect(added).toEqual({ code: 0, out: [`${person.user.email} is now a support agent.`], err: [] });
    expect(await isAgent(person.user.id)).toBe(true);
    expect((await seenBy(person.client, 'accounts', person.user.id))!.isSupportAgent).toBe(true);
    expect((await run('list')).out).toContain(`${person.user.email} (candidate)`);
    // The next request is an agent's: the review queue opens.
    expect((await person.client.get('/api/support/id-reviews')).status).toBe(200);

    expect((await run('remove', person.user.email)).code).toBe(0);
    expect(await isAgent(person.user.id)).toBe(false);
    expect((await seenBy(person.client, 'accounts', person.user.id))!.isSupportAgent).toBe(false);
    expect((await run('list')).out).not.toContain(`${person.user.email} (candidate)`);
    expect((await person.client.get('/api/support/id-reviews')).status).toBe(404);
  });

  it('refuses an unknown e-mail and bad arguments with exit code 1', async () => {
    expect(await run('add', 'nobody-here@example.com')).toEqual({
      code: 1,
      out: [],
      err: ['No account has the e-mail nobody-here@example.com. The person must sign up first.'],
    });
    expect((await run('promote', 'x@example.com')).code).toBe(1);
    expect((await run('add')).code).toBe(1);
  });

  it('SUPPORT_AGENT_EMAILS marks an account when it signs up, and existing ones when applied', async () => {
    const listed = server.client();
    const user = await listed.signUp('employer', 'listed.agent@example.com');
    expect(await isAgent(user.id)).toBe(true);
    expect((await seenBy(listed, 'accounts', user.id))!.isSupportAgent).toBe(true);
    const unlisted = await signUpCandidate(server);
    expect(await isAgent(unlisted.user.id)).toBe(false);

    await db().update(users).set({ isSupportAgent: false }).where(eq(users.id, user.id));
    expect(await applySupportAgentEmails(db(), server.deps.env.SUPPORT_AGENT_EMAILS, server.clock.now)).toBe(1);
    expect(await isAgent(user.id)).toBe(true);
  });
});
