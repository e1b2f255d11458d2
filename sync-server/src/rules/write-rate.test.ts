/**
 * Writes that notify someone are rate limited per user, and a conversation's messages make one unread
 * notification, through real pushes. The counter itself is checked under real concurrency on Postgres.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_RATE_LIMITS } from '@shared/catalog/limits.ts';
import { writeRateLimitMessage } from '@shared/messages.ts';
import { PUSH_BATCH_MAX } from '@shared/schemas/replication.ts';
import { insertRow } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, pushOk, seenBy, signUpCandidate, signUpEmployer } from '../test-support/world.ts';
import { takeWriteAllowance } from './write-rate.ts';

const [PER_MINUTE] = WRITE_RATE_LIMITS.messages;
const MESSAGE_LIMIT = writeRateLimitMessage('messages', PER_MINUTE.limit, PER_MINUTE.windowMs);

let server: TestServer;
let employer: Awaited<ReturnType<typeof signUpEmployer>>;
let candidate: Awaited<ReturnType<typeof signUpCandidate>>;
let conversationId: string;

const message = (content: string) => insertRow({ id: randomUUID(), _deleted: false, conversationId, content });
const minutesLater = (minutes: number) => {
  server.clock.now = new Date(server.clock.now.getTime() + minutes * 60_000);
};
const messageNotifications = async (client: TestClient) =>
  [...(await client.pullAll('notifications')).values()].filter((n) => n.type === 'message');

beforeAll(async () => {
  server = await createTestServer();
  employer = await signUpEmployer(server);
  candidate = await signUpCandidate(server);
  conversationId = randomUUID();
  await pushOk(employer.client, 'conversations', [
    insertRow({ id: conversationId, _deleted: false, kind: 'direct', participantUserIds: [employer.user.id, candidate.user.id] }),
  ]);
});
afterAll(() => server.close());

describe('messages', () => {
  it('a burst of 300 is cut at the limit, the rest refused with the reason; the recipient gets one notification', async () => {
    // Emoji, combining marks and ids as long as the schema allows: production text, not ASCII.
    const rows = Array.from({ length: 300 }, (_, i) => message(`Hello #${i} 👩‍👩‍👧 é ${'x'.repeat(i % 7)}`));
    const refused = [];
    // In pushes as large as a device sends them.
    for (let i = 0; i < rows.length; i += PUSH_BATCH_MAX) {
      const res = await employer.client.push('messages', rows.slice(i, i + PUSH_BATCH_MAX));
      expect(res.status).toBe(200);
      refused.push(...res.json.refused);
    }
    expect(refused).toHaveLength(300 - PER_MINUTE.limit);
    for (const refusal of refused) expect(refusal).toMatchObject({ code: 'limit', reason: MESSAGE_LIMIT });
    const stored = await candidate.client.pullAll('messages');
    expect(stored.size).toBe(PER_MINUTE.limit);

    const notifications = await messageNotifications(candidate.client);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      title: `${PER_MINUTE.limit} new messages from Erin Employer`,
      message: `Hello #${PER_MINUTE.limit - 1} 👩‍👩‍👧 é ${'x'.repeat((PER_MINUTE.limit - 1) % 7)}`,
      actionUrl: `/messages?c=${conversationId}`,
      read: false,
    });
  });

  it('the next minute takes messages again, folded into the same unread notification', async () => {
    minutesLater(1);
    await pushOk(employer.client, 'messages', [message('One more thing')]);
    const notifications = await messageNotifications(candidate.client);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ title: `${PER_MINUTE.limit + 1} new messages from Erin Employer`, message: 'One more thing' });
  });

  it('once the recipient reads the conversation and the notification, the next message starts a new one', async () => {
    const conversation = (await seenBy(candidate.client, 'conversations', conversationId))!;
    const readAt = { ...(conversation.readAt as Record<string, string>), [candidate.user.id]: server.clock.now.toISOString() };
    await pushOk(candidate.client, 'conversations', [{ assumedMasterState: conversation, newDocumentState: { ...conversation, readAt } }]);
    const [unread] = await messageNotifications(candidate.client);
    await pushOk(candidate.client, 'notifications', [{ assumedMasterState: unread, newDocumentState: { ...unread, read: true } }]);

    minutesLater(1);
    await pushOk(employer.client, 'messages', [message('Are you free on Tuesday?')]);
    const notifications = await messageNotifications(candidate.client);
    expect(notifications).toHaveLength(2);
    expect(notifications.find((n) => !n.read)).toMatchObject({ title: 'New Message', message: 'Are you free on Tuesday?' });
  });

  it('two devices of one user pushing at once share one limit', async () => {
    minutesLater(1);
    const secondDevice = server.client();
    secondDevice.cookie = employer.client.cookie;
    const [a, b] = await Promise.all([
      employer.client.push('messages', Array.from({ length: 25 }, (_, i) => message(`Device A ${i}`))),
      secondDevice.push('messages', Array.from({ length: 25 }, (_, i) => message(`Device B ${i}`))),
    ]);
    const accepted = 50 - a.json.refused.length - b.json.refused.length;
    expect(accepted).toBe(PER_MINUTE.limit);
  });
});

describe('the write counter', () => {
  it('lets exactly the limit through when many transactions take it at the same moment', async () => {
    const userId = `user-${randomUUID()}`;
    const now = new Date('2026-11-02T11:30:00.000Z');
    const { db } = server.deps.database;
    // Separate transactions, no advisory lock: only the counter's own atomicity can hold the line.
    const outcomes = await Promise.all(
      Array.from({ length: 3 * PER_MINUTE.limit }, () => db.transaction((tx) => takeWriteAllowance(tx, userId, 'messages', now))),
    );
    expect(outcomes.filter((o) => o === null)).toHaveLength(PER_MINUTE.limit);
    expect(outcomes.filter((o) => o?.code === 'limit')).toHaveLength(2 * PER_MINUTE.limit);
  });
});

describe('other writes that notify', () => {
  it('an employer rescheduling one interview over and over is stopped at the limit', async () => {
    const [perMinute] = WRITE_RATE_LIMITS.interviews;
    await grantTrial(server.deps.database.db, employer.user.id, 'employer-professional', server.clock.now);
    const jobId = (await postJob(employer.client, { title: 'Route Planner' })).id;
    await applyTo(candidate.client, jobId);
    minutesLater(1);
    const id = randomUUID();
    const at = (i: number) => new Date(server.clock.now.getTime() + (2 * 86_400 + i * 60) * 1000).toISOString();
    const base = { id, _deleted: false, jobId, candidateId: candidate.profile.id, durationMinutes: 60, status: 'scheduled' };
    await pushOk(employer.client, 'interviews', [insertRow({ ...base, scheduledDateTime: at(0) })]);
    let refusedAt = -1;
    for (let i = 1; i <= perMinute.limit && refusedAt < 0; i++) {
      const seen = (await seenBy(employer.client, 'interviews', id))!;
      const res = await employer.client.push('interviews', [{ assumedMasterState: seen, newDocumentState: { ...seen, scheduledDateTime: at(i) } }]);
      if (res.json.refused.length) {
        refusedAt = i;
        expect(res.json.refused[0]).toMatchObject({
          code: 'limit',
          reason: writeRateLimitMessage('interview changes', perMinute.limit, perMinute.windowMs),
        });
      }
    }
    expect(refusedAt).toBe(perMinute.limit);
  });
});
