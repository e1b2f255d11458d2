/**
 * ID documents below the route: encrypted at rest and readable back only with the server key; a reviewer's
 * decision writes the check, the profile flag, the notification and the decision record together or not at all;
 * decided documents are purged after 30 days, and only those.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VERIFICATION_ERROR_MESSAGES } from '@shared/messages.ts';
import { deleteAccount } from '../account/delete-account.ts';
import { idDocuments, idVerificationDecisions } from '../db/schema.ts';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';
import { seenBy, signUpCandidate } from '../test-support/world.ts';
import { decideIdVerification, IdDecisionError } from './decide-id-verification.ts';
import { scheduleIdDocumentPurge } from './purge-schedule.ts';
import { IdAlreadyVerifiedError, listPendingIdDocuments, purgeDecidedIdDocuments, readIdDocument, submitIdDocument } from './id-documents.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const DAY = 24 * 60 * 60 * 1000;
const MARKER = 'PASSPORT-OF-CASEY-CANDIDATE';
/** A JPEG-looking file whose plaintext is easy to search for in storage. */
const documentBytes = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(MARKER.repeat(200)), randomBytes(70_000)]);
const submission = { documentType: 'passport', firstName: 'Casey', lastName: 'Candidate', dateOfBirth: '1990-04-12' };

const db = () => server.deps.database.db;
/** The test server has no FILE_ENCRYPTION_KEY: the database's key is used. */
const KEY = undefined;
const storage = () => server.deps.storage;
const storedKeys = async () => (await readdir(join(server.deps.env.DATA_DIR, 'files')).catch(() => [] as string[])).filter((n) => !n.startsWith('.'));
const documentsOf = (userId: string) => db().select().from(idDocuments).where(eq(idDocuments.userId, userId));
const decisionsOf = (verificationId: string) =>
  db().select().from(idVerificationDecisions).where(eq(idVerificationDecisions.verificationId, verificationId));
async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}
const submit = (userId: string, bytes = documentBytes()) =>
  submitIdDocument(db(), storage(), { userId, submission, file: Readable.from([bytes]), contentType: 'image/jpeg', now: server.clock.now, serverKey: KEY });

describe('ID documents at rest', () => {
  it('stores ciphertext only, and the reviewer reads the document back byte for byte', async () => {
    const { client, user } = await signUpCandidate(server);
    const bytes = documentBytes();
    const check = await submit(user.id, bytes);
    expect(check).toMatchObject({ id: `${user.id}:id`, kind: 'id', status: 'pending', details: submission });

    const [row] = await documentsOf(user.id);
    const stored = await bytesOf((await storage().get(row!.storageKey))!);
    expect(stored.length).toBe(bytes.length);
    expect(stored.includes(Buffer.from(MARKER))).toBe(false);
    expect(stored.subarray(0, 4).equals(bytes.subarray(0, 4))).toBe(false);
    expect(row).toMatchObject({ size: bytes.length, contentType: 'image/jpeg', decidedAt: null });

    const read = await readIdDocument(db(), storage(), `${user.id}:id`, KEY);
    expect(read?.contentType).toBe('image/jpeg');
    expect((await bytesOf(read!.stream)).equals(bytes)).toBe(true);
    // The device gets the status and the typed details, nothing that leads to the bytes.
    const replicated = await seenBy(client, 'verifications', `${user.id}:id`);
    expect(replicated).toMatchObject({ status: 'pending', details: submission });
    expect(JSON.stringify(replicated)).not.toContain(row!.storageKey);
  });

  it('cannot be read with another server key, nor once its bytes are altered', async () => {
    const { user } = await signUpCandidate(server);
    await submit(user.id);
    const otherKey = randomBytes(32).toString('base64');
    await expect(readIdDocument(db(), storage(), `${user.id}:id`, otherKey)).rejects.toThrow();

    const [row] = await documentsOf(user.id);
    const stored = await bytesOf((await storage().get(row!.storageKey))!);
    stored[100] = stored[100]! ^ 1;
    await storage().put(row!.storageKey, Readable.from([stored]), 'application/octet-stream');
    await expect(readIdDocument(db(), storage(), `${user.id}:id`, KEY)).rejects.toThrow();
  });

  it('a new submission while pending replaces the pending document and its bytes', async () => {
    const { user } = await signUpCandidate(server);
    await submit(user.id);
    const [first] = await documentsOf(user.id);
    const second = documentBytes();
    await submit(user.id, second);
    const rows = await documentsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(first!.id);
    expect(await storage().get(first!.storageKey)).toBeNull();
    expect((await bytesOf((await readIdDocument(db(), storage(), `${user.id}:id`, KEY))!.stream)).equals(second)).toBe(true);
  });
});

describe('account deletion', () => {
  it('takes the ID document’s key with it, so nobody can read the bytes again', async () => {
    const { user } = await signUpCandidate(server);
    await submit(user.id);
    await deleteAccount(db(), user.id, server.clock.now);
    expect(await documentsOf(user.id)).toEqual([]);
    expect(await readIdDocument(db(), storage(), `${user.id}:id`, KEY)).toBeNull();
  });
});

describe('deciding an ID check', () => {
  it('verified: the check, the profile flag, the notification and the decision record together', async () => {
    const { client, user, profile } = await signUpCandidate(server);
    await submit(user.id);
    const agent = await server.client().signUp('employer');
    const decided = await decideIdVerification(db(), { userId: user.id, agentUserId: agent.id, decision: 'verified', now: server.clock.now });
    expect(decided).toMatchObject({ status: 'verified', reviewedAt: server.clock.now.toISOString() });
    expect(decided.rejectionReason).toBeUndefined();

    expect(await seenBy(client, 'verifications', `${user.id}:id`)).toMatchObject({ status: 'verified' });
    expect((await seenBy(client, 'candidates', profile.id as string))?.isIdVerified).toBe(true);
    const notifications = [...(await client.pullAll('notifications')).values()];
    expect(notifications).toContainEqual(
      expect.objectContaining({ type: 'verification', title: 'ID Verified', actionUrl: '/id-verification', read: false }),
    );
    expect(await decisionsOf(`${user.id}:id`)).toEqual([
      expect.objectContaining({ agentUserId: agent.id, decision: 'verified', reason: null, decidedAt: server.clock.now }),
    ]);
    expect((await documentsOf(user.id))[0]!.decidedAt).toEqual(server.clock.now);

    // Deciding again is refused and records nothing more.
    const again = decideIdVerification(db(), { verificationId: `${user.id}:id`, agentUserId: agent.id, decision: 'rejected', reason: 'x', now: server.clock.now });
    await expect(again).rejects.toMatchObject({ code: 'not_pending', status: 409, message: VERIFICATION_ERROR_MESSAGES.idNotPending });
    expect(await decisionsOf(`${user.id}:id`)).toHaveLength(1);
    // A verified ID is not replaced by a new submission, and nothing is stored for it.
    const keys = await storedKeys();
    await expect(submit(user.id)).rejects.toBeInstanceOf(IdAlreadyVerifiedError);
    expect(await storedKeys()).toEqual(keys);
  });

  it('rejected needs a reason, which the check and the notification carry', async () => {
    const { client, user } = await signUpCandidate(server);
    await submit(user.id);
    for (const reason of [undefined, '  ']) {
      const refused = decideIdVerification(db(), { userId: user.id, agentUserId: 'agent-1', decision: 'rejected', reason, now: server.clock.now });
      await expect(refused).rejects.toMatchObject({ code: 'reason_required', status: 400, message: VERIFICATION_ERROR_MESSAGES.idRejectReasonRequired });
    }
    expect(await decisionsOf(`${user.id}:id`)).toEqual([]);
    const decided = await decideIdVerification(db(), {
      verificationId: `${user.id}:id`,
      agentUserId: 'agent-1',
      decision: 'rejected',
      reason: 'The photo is blurred.',
      now: server.clock.now,
    });
    expect(decided).toMatchObject({ status: 'rejected', rejectionReason: 'The photo is blurred.' });
    const notifications = [...(await client.pullAll('notifications')).values()];
    expect(notifications).toContainEqual(
      expect.objectContaining({ title: 'ID Not Verified', message: 'Your ID could not be verified: The photo is blurred. You can submit it again.' }),
    );
    // After a rejection the user may submit again; the rejected document stays until its purge.
    await submit(user.id);
    expect((await documentsOf(user.id)).map((d) => d.decidedAt === null).sort()).toEqual([false, true]);
  });

  it('refuses a check that does not exist or was never submitted', async () => {
    const { user } = await signUpCandidate(server);
    for (const target of [{ userId: user.id }, { verificationId: `${user.id}:email` }, { verificationId: 'nobody:id' }]) {
      const refused = decideIdVerification(db(), { ...target, agentUserId: 'agent-1', decision: 'verified', now: server.clock.now });
      await expect(refused).rejects.toBeInstanceOf(IdDecisionError);
    }
  });

  it('refuses to decide a document the user replaced after the reviewer opened it', async () => {
    const { user } = await signUpCandidate(server);
    await submit(user.id);
    const opened = await readIdDocument(db(), storage(), `${user.id}:id`, KEY);
    const queued = (await listPendingIdDocuments(db())).filter((p) => p.userId === user.id);
    expect(queued).toEqual([expect.objectContaining({ idDocumentId: opened!.id, verificationId: `${user.id}:id`, contentType: 'image/jpeg' })]);
    await submit(user.id);
    const stale = decideIdVerification(db(), { userId: user.id, idDocumentId: opened!.id, agentUserId: 'agent-1', decision: 'verified', now: server.clock.now });
    await expect(stale).rejects.toMatchObject({ code: 'document_replaced', status: 409, message: VERIFICATION_ERROR_MESSAGES.idDocumentReplaced });
    expect(await decisionsOf(`${user.id}:id`)).toEqual([]);
    const current = await readIdDocument(db(), storage(), `${user.id}:id`, KEY);
    await decideIdVerification(db(), { userId: user.id, idDocumentId: current!.id, agentUserId: 'agent-1', decision: 'verified', now: server.clock.now });
    expect((await listPendingIdDocuments(db())).filter((p) => p.userId === user.id)).toEqual([]);
  });

  it('a failure part-way writes none of it', async () => {
    const { client, user, profile } = await signUpCandidate(server);
    await submit(user.id);
    const notificationsBefore = (await client.pullAll('notifications')).size;
    // The decision record is the last write: make the database refuse it.
    await db().execute(sql.raw(`create function refuse_decision() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end; $$`));
    await db().execute(sql.raw(`create trigger refuse_decision before insert on id_verification_decisions for each row execute function refuse_decision()`));
    try {
      await expect(decideIdVerification(db(), { userId: user.id, agentUserId: 'agent-1', decision: 'verified', now: server.clock.now })).rejects.toThrow();
    } finally {
      await db().execute(sql.raw(`drop trigger refuse_decision on id_verification_decisions`));
      await db().execute(sql.raw(`drop function refuse_decision()`));
    }
    expect(await seenBy(client, 'verifications', `${user.id}:id`)).toMatchObject({ status: 'pending' });
    expect((await seenBy(client, 'candidates', profile.id as string))?.isIdVerified).toBe(false);
    expect((await client.pullAll('notifications')).size).toBe(notificationsBefore);
    expect((await documentsOf(user.id))[0]!.decidedAt).toBeNull();
    expect(await decisionsOf(`${user.id}:id`)).toEqual([]);
    // Still pending: it can be decided once the failure is gone.
    await decideIdVerification(db(), { userId: user.id, agentUserId: 'agent-1', decision: 'verified', now: server.clock.now });
  });

  it('the decision record is append-only', async () => {
    const { user } = await signUpCandidate(server);
    await submit(user.id);
    await decideIdVerification(db(), { userId: user.id, agentUserId: 'agent-1', decision: 'verified', now: server.clock.now });
    const id = `${user.id}:id`;
    await expect(db().update(idVerificationDecisions).set({ decision: 'rejected' }).where(eq(idVerificationDecisions.verificationId, id))).rejects.toThrow();
    await expect(db().delete(idVerificationDecisions).where(eq(idVerificationDecisions.verificationId, id))).rejects.toThrow();
    expect(await decisionsOf(id)).toEqual([expect.objectContaining({ decision: 'verified' })]);
  });
});

describe('purging decided documents', () => {
  it('deletes bytes and keys of documents decided more than 30 days ago, and nothing else', async () => {
    // Far after the other tests' decisions, which a first purge clears away.
    const start = new Date(server.clock.now.getTime() + 200 * DAY);
    const at = (days: number) => new Date(start.getTime() + days * DAY);
    await purgeDecidedIdDocuments(db(), storage(), start);
    const old = await signUpCandidate(server);
    const recent = await signUpCandidate(server);
    const pending = await signUpCandidate(server);
    for (const who of [old, recent, pending]) await submit(who.user.id);
    await decideIdVerification(db(), { userId: old.user.id, agentUserId: 'agent-1', decision: 'verified', now: at(1) });
    await decideIdVerification(db(), { userId: recent.user.id, agentUserId: 'agent-1', decision: 'rejected', reason: 'Expired document', now: at(10) });
    const [oldRow] = await documentsOf(old.user.id);

    expect(await purgeDecidedIdDocuments(db(), storage(), at(31))).toBe(0);
    const purged = await purgeDecidedIdDocuments(db(), storage(), at(31.001));
    expect(purged).toBe(1);
    expect(await documentsOf(old.user.id)).toEqual([]);
    expect(await storage().get(oldRow!.storageKey)).toBeNull();
    expect(await readIdDocument(db(), storage(), `${old.user.id}:id`, KEY)).toBeNull();
    // The decision and the status stay; only the document goes.
    expect(await decisionsOf(`${old.user.id}:id`)).toHaveLength(1);
    expect(await seenBy(old.client, 'verifications', `${old.user.id}:id`)).toMatchObject({ status: 'verified' });
    for (const kept of [recent, pending]) {
      expect(await readIdDocument(db(), storage(), `${kept.user.id}:id`, KEY)).not.toBeNull();
    }
  });
});

describe('the purge schedule', () => {
  it('purges at start and again each interval, and stop waits for a purge under way', async () => {
    const { user } = await signUpCandidate(server);
    await submit(user.id);
    await decideIdVerification(db(), { userId: user.id, agentUserId: 'agent-1', decision: 'verified', now: server.clock.now });
    let now = server.clock.now;
    const atStart = scheduleIdDocumentPurge(db(), storage(), { now: () => now, log: false, intervalMs: 60_000 });
    await atStart.stop();
    expect(await documentsOf(user.id)).toHaveLength(1);

    const schedule = scheduleIdDocumentPurge(db(), storage(), { now: () => now, log: false, intervalMs: 20 });
    try {
      now = new Date(server.clock.now.getTime() + 31 * DAY);
      await vi.waitFor(async () => expect(await documentsOf(user.id)).toEqual([]), { timeout: 10_000, interval: 20 });
    } finally {
      await schedule.stop();
    }
  });
});
