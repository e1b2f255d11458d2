/**
 * POST /api/verification/id: the session's user submits their ID (typed fields, then the document); it is
 * stored encrypted and the check becomes pending for that user only. Every refusal (under 18, over 5 MB
 * declared or streamed, not an image or PDF by its bytes, already verified, cross-site) stores nothing.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_ERROR_MESSAGES, VALIDATION_MESSAGES, VERIFICATION_ERROR_MESSAGES } from '@shared/messages.ts';
import { idDocuments } from '../../db/schema.ts';
import { encodeMultipart, multipartInit, type TestPart } from '../../test-support/multipart.ts';
import { createTestServer, TEST_ORIGIN, type TestClient, type TestServer } from '../../test-support/test-server.ts';
import { seenBy, signUpCandidate } from '../../test-support/world.ts';
import { decideIdVerification } from '../../verification/decide-id-verification.ts';
import { readIdDocument } from '../../verification/id-documents.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const MB = 1024 * 1024;
const FIELDS = { documentType: 'passport', firstName: 'Casey', lastName: 'Candidate', dateOfBirth: '1990-04-12' };
/** The start of a real JPEG (SOI, APP0 JFIF), then filler. */
const jpeg = (size = 50_000) => {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
};
/** A PNG signature and IHDR chunk, a WEBP (RIFF/WEBP/VP8) header, and an HEIC `ftyp` box. */
const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde]), Buffer.from([0, 0, 0, 0]), Buffer.from('IEND'), Buffer.from([0xae, 0x42, 0x60, 0x82])]);
const webp = () => Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), randomBytes(40)]);
const heic = () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.from([0, 0, 0, 0]), Buffer.from('mif1heic'), randomBytes(200)]);
const pdf = () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** A Windows PE and a Linux ELF executable, as their first bytes say. */
const windowsExe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0'), randomBytes(2000)]);
const linuxElf = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(8), randomBytes(2000)]);

const idParts = (file: Buffer | null, fields: Record<string, string> = FIELDS, fileName = 'passport.jpg', type = 'image/jpeg'): TestPart[] => [
  ...Object.entries(fields).map(([k, v]) => [k, v] as const),
  ...(file ? [['document', new Uint8Array(file), fileName, type] as const] : []),
];

/** Send the parts as a browser would (Content-Length), or chunked without any length. */
async function postId(client: TestClient, parts: TestPart[], options: { chunked?: boolean; headers?: Record<string, string> } = {}) {
  const init = await multipartInit(parts, options.chunked ? 'chunked' : 'declared');
  const res = await server.app.request(`${TEST_ORIGIN}/api/verification/id`, {
    ...init,
    method: 'POST',
    headers: {
      origin: TEST_ORIGIN,
      ...init.headers,
      ...(client.cookie ? { cookie: client.cookie } : {}),
      'x-schema-version': String(SCHEMA_VERSION),
      'x-forwarded-for': client.address,
      ...options.headers,
    },
  } as RequestInit);
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : undefined) as any };
}

const db = () => server.deps.database.db;
/** The test server has no FILE_ENCRYPTION_KEY: the database's key is used. */
const KEY = undefined;
const storedKeys = async () => (await readdir(join(server.deps.env.DATA_DIR, 'files')).catch(() => [] as string[])).filter((n) => !n.startsWith('.')).sort();
const documentsOf = (userId: string) => db().select().from(idDocuments).where(eq(idDocuments.userId, userId));
async function bytesOf(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/** Runs `attempt` and expects it to leave storage, the user's documents and their check as they were. */
async function expectNothingStored(userId: string, client: TestClient, attempt: () => Promise<void>) {
  const keys = await storedKeys();
  const documents = await documentsOf(userId);
  const check = await seenBy(client, 'verifications', `${userId}:id`);
  await attempt();
  expect(await storedKeys()).toEqual(keys);
  expect(await documentsOf(userId)).toEqual(documents);
  expect(await seenBy(client, 'verifications', `${userId}:id`)).toEqual(check);
}

describe('POST /api/verification/id', () => {
  it('stores the document encrypted and makes the check pending, for its owner only', async () => {
    const owner = await signUpCandidate(server);
    const other = await signUpCandidate(server);
    const file = jpeg();
    const res = await postId(owner.client, idParts(file));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      id: `${owner.user.id}:id`,
      userId: owner.user.id,
      kind: 'id',
      status: 'pending',
      details: { documentType: 'passport', firstName: 'Casey', lastName: 'Candidate', dateOfBirth: '1990-04-12' },
      submittedAt: server.clock.now.toISOString(),
      updatedAt: server.clock.now.toISOString(),
    });
    expect(await seenBy(owner.client, 'verifications', `${owner.user.id}:id`)).toMatchObject({ status: 'pending' });
    expect(await seenBy(other.client, 'verifications', `${owner.user.id}:id`)).toBeUndefined();

    const [row] = await documentsOf(owner.user.id);
    expect(row?.contentType).toBe('image/jpeg');
    const stored = await bytesOf((await server.deps.storage.get(row!.storageKey))!);
    expect(stored.includes(file.subarray(0, 20))).toBe(false);
    expect(stored.includes(file.subarray(30_000, 30_040))).toBe(false);
    const read = await readIdDocument(db(), server.deps.storage, `${owner.user.id}:id`, KEY);
    expect((await bytesOf(read!.stream)).equals(file)).toBe(true);
  });

  it('takes a PDF, and a new submission while pending replaces the one before', async () => {
    const { client, user } = await signUpCandidate(server);
    expect((await postId(client, idParts(jpeg()))).status).toBe(200);
    const [first] = await documentsOf(user.id);
    const res = await postId(client, idParts(pdf(), { ...FIELDS, documentType: 'drivers_license' }, 'licence.pdf', 'application/pdf'));
    expect(res.status).toBe(200);
    expect(res.json.details.documentType).toBe('drivers_license');
    const rows = await documentsOf(user.id);
    expect(rows.map((r) => r.contentType)).toEqual(['application/pdf']);
    expect(await server.deps.storage.get(first!.storageKey)).toBeNull();
  });

  it.each([
    ['a PNG', png(), 'id.png', 'image/png'],
    ['a WEBP', webp(), 'id.webp', 'image/webp'],
    ['an HEIC photo', heic(), 'IMG_0001.HEIC', 'image/heic'],
  ])('takes %s, by its bytes', async (_what, bytes, fileName, type) => {
    const { client, user } = await signUpCandidate(server);
    // Declared as an octet stream, as some browsers send HEIC: the bytes decide.
    expect((await postId(client, idParts(bytes, FIELDS, fileName, 'application/octet-stream'))).status).toBe(200);
    expect((await documentsOf(user.id))[0]?.contentType).toBe(type);
  });

  it('takes an employer’s ID too: the check is the user’s', async () => {
    const client = server.client();
    const employer = await client.signUp('employer');
    const res = await postId(client, idParts(pdf(), FIELDS, 'passport.pdf', 'application/pdf'));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ userId: employer.id, status: 'pending' });
  });

  it('acts for the session’s user only: a userId part is ignored', async () => {
    const victim = await signUpCandidate(server);
    const attacker = await signUpCandidate(server);
    const res = await postId(attacker.client, idParts(jpeg(), { ...FIELDS, userId: victim.user.id }));
    expect(res.status).toBe(200);
    expect(res.json.userId).toBe(attacker.user.id);
    expect(await documentsOf(victim.user.id)).toEqual([]);
    expect(await seenBy(victim.client, 'verifications', `${victim.user.id}:id`)).toBeUndefined();
  });

  it('refuses someone under 18, with the message, storing nothing', async () => {
    const { client, user } = await signUpCandidate(server);
    // The test clock is 2026-11-02: born a day later in 2008 is one day short of 18.
    await expectNothingStored(user.id, client, async () => {
      const res = await postId(client, idParts(jpeg(), { ...FIELDS, dateOfBirth: '2008-11-03' }));
      expect(res.status).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'under_minimum_age', message: VALIDATION_MESSAGES.underMinimumAge });
    });
    expect((await postId(client, idParts(jpeg(), { ...FIELDS, dateOfBirth: '2008-11-02' }))).status).toBe(200);
  });

  it.each([
    ['no document', idParts(null)],
    ['no first name', idParts(jpeg(), { ...FIELDS, firstName: ' ' })],
    ['no date of birth', idParts(jpeg(), { documentType: 'passport', firstName: 'Casey', lastName: 'Candidate' })],
    ['an unknown document type', idParts(jpeg(), { ...FIELDS, documentType: 'library_card' })],
  ])('refuses %s with the form’s message', async (_what, parts) => {
    const { client, user } = await signUpCandidate(server);
    await expectNothingStored(user.id, client, async () => {
      const res = await postId(client, parts);
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe(VALIDATION_MESSAGES.idRequiredFields);
    });
  });

  it.each([false, true])('refuses a document over 5 MB (chunked: %s) with the spec message, storing nothing', async (chunked) => {
    const { client, user } = await signUpCandidate(server);
    await expectNothingStored(user.id, client, async () => {
      const res = await postId(client, idParts(jpeg(5 * MB + 1)), { chunked });
      expect(res.status).toBe(413);
      expect(res.json.error.message).toBe(VALIDATION_MESSAGES.idFileTooLarge);
    });
    // Exactly 5 MB is fine.
    expect((await postId(client, idParts(jpeg(5 * MB)), { chunked })).status).toBe(200);
  });

  it.each([
    ['a Windows executable', windowsExe()],
    ['a Linux executable', linuxElf()],
    ['plain text', Buffer.from('just some text, not a picture')],
  ])('refuses %s named passport.jpg, storing nothing', async (_what, bytes) => {
    const { client, user } = await signUpCandidate(server);
    await expectNothingStored(user.id, client, async () => {
      const res = await postId(client, idParts(bytes, FIELDS, 'passport.jpg', 'image/jpeg'));
      expect(res.status).toBe(415);
      expect(res.json.error.message).toBe(VALIDATION_MESSAGES.idFileTypeInvalid);
    });
  });

  it('refuses a body cut off mid-document, and one that is not multipart, storing nothing', async () => {
    const { client, user } = await signUpCandidate(server);
    await expectNothingStored(user.id, client, async () => {
      const { body, contentType } = await encodeMultipart(idParts(jpeg(200_000)));
      const cut = body.slice(0, 120_000);
      const res = await server.app.request(`${TEST_ORIGIN}/api/verification/id`, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': contentType, 'content-length': String(cut.length), cookie: client.cookie, 'x-forwarded-for': client.address },
        body: cut,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(FILE_ERROR_MESSAGES.unreadable);
      const json = await client.post('/api/verification/id', FIELDS);
      expect(json.status).toBe(415);
      expect(json.json.error.message).toBe(FILE_ERROR_MESSAGES.notMultipart);
    });
  });

  it('refuses a new submission once verified', async () => {
    const { client, user } = await signUpCandidate(server);
    expect((await postId(client, idParts(jpeg()))).status).toBe(200);
    await decideIdVerification(db(), { userId: user.id, agentUserId: 'agent-1', decision: 'verified', now: server.clock.now });
    await expectNothingStored(user.id, client, async () => {
      const res = await postId(client, idParts(jpeg()));
      expect(res.status).toBe(409);
      expect(res.json.error).toMatchObject({ code: 'already_verified', message: VERIFICATION_ERROR_MESSAGES.idAlreadyVerified });
    });
  });

  it('refuses a cross-site post and one without a session', async () => {
    const { client, user } = await signUpCandidate(server);
    await expectNothingStored(user.id, client, async () => {
      const crossSite = await postId(client, idParts(jpeg()), { headers: { origin: 'https://evil.example' } });
      expect(crossSite.status).toBe(403);
      const anonymous = await postId(server.client(), idParts(jpeg()));
      expect(anonymous.status).toBe(401);
    });
  });
});

describe('with FILE_ENCRYPTION_KEY set', () => {
  it('encrypts under that key: the database’s own key cannot open the document', async () => {
    const key = randomBytes(32).toString('base64');
    const keyed = await createTestServer({ FILE_ENCRYPTION_KEY: key });
    try {
      const client = keyed.client();
      const user = await client.signUp('candidate');
      const file = jpeg();
      const init = await multipartInit(idParts(file));
      const res = await keyed.app.request(`${TEST_ORIGIN}/api/verification/id`, {
        ...init,
        method: 'POST',
        headers: { ...init.headers, origin: TEST_ORIGIN, cookie: client.cookie, 'x-forwarded-for': client.address },
      } as RequestInit);
      expect(res.status).toBe(200);
      const keyedDb = keyed.deps.database.db;
      const read = await readIdDocument(keyedDb, keyed.deps.storage, `${user.id}:id`, key);
      expect((await bytesOf(read!.stream)).equals(file)).toBe(true);
      await expect(readIdDocument(keyedDb, keyed.deps.storage, `${user.id}:id`, undefined)).rejects.toThrow();
    } finally {
      await keyed.close();
    }
  });
});
