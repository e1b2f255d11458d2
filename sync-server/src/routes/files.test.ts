/**
 * /api/files on both storage back ends (a temporary directory, and S3 through s3rver on loopback), on the
 * test database (PGlite, or Postgres with DATABASE_URL): real multipart bodies, declared and chunked. An upload
 * round-trips byte for byte; every refusal leaves nothing stored (no bytes, no row, no record); names are only
 * metadata; the bytes reach the owner, and an employer only once the candidate applied.
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILES_PER_USER_MAX, UPLOAD_MAX_BYTES } from '@shared/catalog.ts';
import { FILE_ERROR_MESSAGES, VALIDATION_MESSAGES as M, fileTypeMessage } from '@shared/messages.ts';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { storedFiles } from '../db/schema.ts';
import { countFiles } from '../files/stored-files.ts';
import { parseEnv } from '../env.ts';
import { startServer, type RunningServer } from '../server.ts';
import { elfBytes, exeBytes, multipartInit, pdfBytes, pngBytes, type TestPart } from '../test-support/multipart.ts';
import { startTestS3, type TestS3 } from '../test-support/s3-test-server.ts';
import { createTestServer, openTestDatabase, TEST_ORIGIN, TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, buildWorld, seenBy, signUpCandidate, signUpEmployer, type World } from '../test-support/world.ts';

/** POST a multipart body as `client` (its cookie, its address, the app's origin unless told otherwise). */
async function upload(
  app: { request: (url: string, init: RequestInit) => Response | Promise<Response> },
  client: TestClient,
  parts: readonly TestPart[],
  { mode = 'declared', headers = {} }: { mode?: 'declared' | 'chunked'; headers?: Record<string, string> } = {},
) {
  const init = await multipartInit(parts, mode);
  const res = await app.request(`${TEST_ORIGIN}/api/files/upload`, {
    method: 'POST',
    ...init,
    headers: { origin: TEST_ORIGIN, cookie: client.cookie, 'x-forwarded-for': client.address, ...init.headers, ...headers },
  } as RequestInit);
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined, headers: res.headers };
}

/** GET a file's bytes as `client`. */
async function content(server: TestServer, client: TestClient, url: string, headers: Record<string, string> = {}) {
  const res = await server.app.request(`${TEST_ORIGIN}${url}`, {
    headers: { cookie: client.cookie, 'x-forwarded-for': client.address, 'x-schema-version': String(SCHEMA_VERSION), ...headers },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const BACK_ENDS = ['disk', 's3'] as const;

describe.each(BACK_ENDS)('files on %s storage', (backEnd) => {
  let s3: TestS3 | undefined;
  let server: TestServer;
  let w: World;

  /** Every key in storage (disk: the files directory; S3: the bucket). */
  const storedKeys = async (): Promise<string[]> =>
    s3 ? s3.keys() : (await readdir(join(server.deps.env.DATA_DIR, 'files')).catch(() => [] as string[])).sort();
  const rowCount = async () => (await server.deps.database.db.select({ id: storedFiles.id }).from(storedFiles)).length;
  const post = (client: TestClient, parts: readonly TestPart[], options?: Parameters<typeof upload>[3]) => upload(server.app, client, parts, options);

  /** Run `act` and expect it stored nothing: the same keys in storage and rows in the database. */
  async function storesNothing(act: () => Promise<unknown>) {
    const [keys, rows] = [await storedKeys(), await rowCount()];
    await act();
    expect(await storedKeys()).toEqual(keys);
    expect(await rowCount()).toBe(rows);
  }

  beforeAll(async () => {
    s3 = backEnd === 's3' ? await startTestS3() : undefined;
    server = await createTestServer(s3?.env ?? {});
    w = await buildWorld(server);
  });
  afterAll(async () => {
    await server.close();
    await s3?.close();
  });

  it('a résumé round-trips byte for byte, replicates to its owner, and becomes the profile’s resumeUrl', async () => {
    const { applicant } = w.actors;
    const pdf = pdfBytes(3 * 1024 * 1024 + 17);
    const before = await storedKeys();
    const res = await post(applicant.client, [['category', 'resume'], ['file', pdf, 'My CV.pdf', 'application/pdf']]);
    expect(res.status).toBe(201);
    const file = res.json.file;
    expect(file).toMatchObject({
      userId: applicant.user.id,
      fileName: 'My CV.pdf',
      fileType: 'application/pdf',
      fileSize: pdf.length,
      category: 'resume',
      url: `/api/files/${file.id}/content`,
      uploadDate: server.clock.now.toISOString(),
    });
    const keys = await storedKeys();
    expect(keys).toHaveLength(before.length + 1);
    // Stored under a random key, never the user's name.
    expect(keys.filter((k) => !before.includes(k))[0]).toMatch(/^file_[0-9a-f]{32}$/);

    const read = await content(server, applicant.client, file.url);
    expect(read.status).toBe(200);
    expect(read.bytes.equals(Buffer.from(pdf))).toBe(true);
    expect(read.headers.get('content-type')).toBe('application/pdf');
    expect(read.headers.get('content-disposition')).toBe(`attachment; filename="My CV.pdf"; filename*=UTF-8''My%20CV.pdf`);
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('cache-control')).toBe('private, no-store');
    expect(read.headers.get('content-length')).toBe(String(pdf.length));

    expect(await seenBy(applicant.client, 'files', file.id)).toEqual({ ...file, _deleted: false });
    expect(await seenBy(w.actors.employerA.client, 'files', file.id)).toBeUndefined();
    expect((await seenBy(applicant.client, 'candidates', w.profiles.applicant.id))?.resumeUrl).toBe(file.url);
  });

  it('an upload sent again with its key (its answer was lost) answers with the first file and stores nothing more', async () => {
    const { applicant, bystander } = w.actors;
    const pdf = pdfBytes(40_000);
    const uploadId = `device-${backEnd}-0f9c`;
    const first = await post(applicant.client, [['category', 'portfolio'], ['uploadId', uploadId], ['file', pdf, 'work.pdf', 'application/pdf']]);
    expect(first.status).toBe(201);
    const [keys, rows, files] = [await storedKeys(), await rowCount(), await countFiles(server.deps.database.db, applicant.user.id)];
    const again = await post(applicant.client, [['category', 'portfolio'], ['uploadId', uploadId], ['file', pdf, 'work.pdf', 'application/pdf']]);
    expect(again.status).toBe(200);
    expect(again.json.file).toEqual(first.json.file);
    expect(await storedKeys()).toEqual(keys);
    expect(await rowCount()).toBe(rows);
    expect(await countFiles(server.deps.database.db, applicant.user.id)).toBe(files);
    // The key is the device's: the same key from another user is another file, never the first one.
    const other = await post(bystander.client, [['category', 'portfolio'], ['uploadId', uploadId], ['file', pdf, 'work.pdf', 'application/pdf']]);
    expect(other.status).toBe(201);
    expect(other.json.file.id).not.toBe(first.json.file.id);
    expect((await content(server, bystander.client, first.json.file.url)).status).toBe(404);
    await storesNothing(async () => {
      const bad = await post(applicant.client, [['category', 'portfolio'], ['uploadId', 'x'.repeat(65)], ['file', pdf, 'work.pdf', 'application/pdf']]);
      expect(bad.status).toBe(400);
      expect(bad.json.error.message).toBe(FILE_ERROR_MESSAGES.badUploadId);
    });
  });

  it('a photo is served inline, in ranges too, and becomes the profile photo', async () => {
    const { bystander } = w.actors;
    const png = pngBytes(200_000);
    const res = await post(bystander.client, [['category', 'photo'], ['file', png, 'me.png', 'image/png']]);
    expect(res.status).toBe(201);
    const { url } = res.json.file;
    expect((await seenBy(bystander.client, 'candidates', w.profiles.bystander.id))?.profilePhoto).toBe(url);
    const whole = await content(server, bystander.client, url);
    expect(whole.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(whole.headers.get('content-type')).toBe('image/png');
    const part = await content(server, bystander.client, url, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${png.length}`);
    expect(part.bytes.equals(Buffer.from(png.subarray(100, 200)))).toBe(true);
    const tail = await content(server, bystander.client, url, { range: 'bytes=-10' });
    expect(tail.bytes.equals(Buffer.from(png.subarray(png.length - 10)))).toBe(true);
    const outside = await content(server, bystander.client, url, { range: `bytes=${png.length}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${png.length}`);
  });

  it.each(['declared', 'chunked'] as const)('a file over 10 MB is refused with the spec’s message and nothing is stored (%s body)', async (mode) => {
    const { applicant } = w.actors;
    await storesNothing(async () => {
      const res = await post(applicant.client, [['category', 'resume'], ['file', pdfBytes(UPLOAD_MAX_BYTES + 1), 'big.pdf']], { mode });
      expect(res.status).toBe(413);
      expect(res.json.error).toEqual({ code: 'file_too_large', message: M.fileTooLarge, requestId: expect.any(String) });
    });
    // Exactly 10 MB is taken.
    const atLimit = await post(applicant.client, [['category', 'portfolio'], ['file', pdfBytes(UPLOAD_MAX_BYTES), 'ok.pdf']], { mode });
    expect(atLimit.status).toBe(201);
  });

  it('an executable renamed .pdf, or a type the category does not take, is refused by its bytes', async () => {
    const { applicant } = w.actors;
    await storesNothing(async () => {
      for (const bytes of [exeBytes(), elfBytes()]) {
        const res = await post(applicant.client, [['category', 'resume'], ['file', bytes, 'cv.pdf', 'application/pdf']]);
        expect(res.status).toBe(415);
        expect(res.json.error).toEqual({ code: 'unsupported_file_type', message: fileTypeMessage(['.pdf', '.doc', '.docx']), requestId: expect.any(String) });
      }
      const png = await post(applicant.client, [['category', 'resume'], ['file', pngBytes(5000), 'cv.pdf', 'application/pdf']]);
      expect(png.status).toBe(415);
      const pdfAsVideo = await post(applicant.client, [['category', 'video'], ['file', pdfBytes(5000), 'intro.mp4', 'video/mp4']]);
      expect(pdfAsVideo.json.error.message).toBe(fileTypeMessage(['.mp4', '.mov', '.avi']));
      const empty = await post(applicant.client, [['category', 'resume'], ['file', new Uint8Array(0), 'cv.pdf']]);
      expect(empty.status).toBe(415);
    });
  });

  it('needs the category before the file, takes the user from the session only, and refuses what is not an upload', async () => {
    const { applicant, bystander } = w.actors;
    await storesNothing(async () => {
      const late = await post(applicant.client, [['file', pdfBytes(2000), 'cv.pdf'], ['category', 'resume']]);
      expect(late.status).toBe(400);
      expect(late.json.error.message).toBe(M.fileCategoryRequired);
      const unknown = await post(applicant.client, [['category', 'malware'], ['file', pdfBytes(2000), 'cv.pdf']]);
      expect(unknown.json.error.message).toBe(M.fileCategoryRequired);
      const noFile = await post(applicant.client, [['category', 'resume']]);
      expect(noFile.status).toBe(400);
      expect(noFile.json.error.message).toBe(M.fileRequired);
      const signedOut = await post(server.client(), [['category', 'resume'], ['file', pdfBytes(2000), 'cv.pdf']]);
      expect(signedOut.status).toBe(401);
      const json = await applicant.client.post('/api/files/upload', { category: 'resume' });
      expect(json.status).toBe(415);
      expect(json.json.error.message).toBe(FILE_ERROR_MESSAGES.notMultipart);
    });
    const res = await post(applicant.client, [['userId', bystander.user.id], ['category', 'certificate'], ['file', pdfBytes(2000), 'c.pdf']]);
    expect(res.status).toBe(201);
    expect(res.json.file.userId).toBe(applicant.user.id);
    expect(await seenBy(bystander.client, 'files', res.json.file.id)).toBeUndefined();
  });

  it('a cross-site multipart POST is refused before its body is read; multipart elsewhere is refused too', async () => {
    const { applicant } = w.actors;
    await storesNothing(async () => {
      const res = await post(applicant.client, [['category', 'resume'], ['file', pdfBytes(2000), 'cv.pdf']], { headers: { origin: 'https://evil.example' } });
      expect(res.status).toBe(403);
      const noOrigin = await post(applicant.client, [['category', 'resume'], ['file', pdfBytes(2000), 'cv.pdf']], {
        headers: { origin: '', 'sec-fetch-site': 'cross-site' },
      });
      expect(noOrigin.status).toBe(403);
    });
    const init = await multipartInit([['title', 'x']]);
    const elsewhere = await server.app.request(`${TEST_ORIGIN}/api/jobs`, {
      method: 'POST',
      ...init,
      headers: { origin: TEST_ORIGIN, cookie: w.actors.employerA.client.cookie, ...init.headers },
    } as RequestInit);
    expect(elsewhere.status).toBe(415);
  });

  it.each([
    ['../../etc/passwd', 'passwd.pdf'],
    ['..\\..\\windows\\system32\\cv.pdf', 'cv.pdf'],
    ['📄 Résumé 2026.pdf', '📄 Résumé 2026.pdf'],
    ['Re\u0301sume\u0301.pdf', 'Résumé.pdf'],
    ['cv\u202Efdp.exe', 'cvfdp.exe.pdf'],
    ['..', 'resume.pdf'],
    ['<script>"x".pdf', '_script__x_.pdf'],
  ])('the name %j is kept only as the harmless %j', async (name, kept) => {
    const { applicant } = w.actors;
    const res = await post(applicant.client, [['category', 'resume'], ['file', pdfBytes(3000), name]]);
    expect(res.status).toBe(201);
    expect(res.json.file.fileName).toBe(kept);
    const read = await content(server, applicant.client, res.json.file.url);
    expect(read.headers.get('content-disposition')).toBe(
      `attachment; filename="${kept.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(kept)}`,
    );
    for (const key of await storedKeys()) expect(key).toMatch(/^file_[0-9a-f]{32}$/);
  });

  it('a raw NUL in the part header is refused as unreadable, and nothing is stored', async () => {
    await storesNothing(async () => {
      const res = await post(w.actors.applicant.client, [['category', 'resume'], ['file', pdfBytes(3000), 'a\u0000b.pdf']]);
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe(FILE_ERROR_MESSAGES.unreadable);
    });
  });

  it('a 300-character name is shortened by whole characters and keeps its extension', async () => {
    const res = await post(w.actors.applicant.client, [['category', 'resume'], ['file', pdfBytes(3000), `${'🙂e\u0301'.repeat(100)}.pdf`]]);
    expect(res.status).toBe(201);
    const name: string = res.json.file.fileName;
    expect(name.length).toBeLessThanOrEqual(200);
    expect(name.endsWith('🙂é.pdf')).toBe(true);
    expect(name).toBe(`${'🙂é'.repeat(Math.floor((200 - 4) / 3))}.pdf`);
  });

  it('another user’s file answers 404, to read and to delete, and stays', async () => {
    const { applicant, bystander, employerB } = w.actors;
    const res = await post(applicant.client, [['category', 'certificate'], ['file', pngBytes(4000), 'award.png']]);
    const { id, url } = res.json.file;
    for (const other of [bystander.client, employerB.client, w.actors.employerA.client]) {
      expect((await content(server, other, url)).status).toBe(404);
      expect((await other.request('DELETE', `/api/files/${id}`)).status).toBe(404);
    }
    expect((await content(server, applicant.client, url)).status).toBe(200);
    expect((await content(server, applicant.client, '/api/files/no-such-file/content')).status).toBe(404);
  });

  it('an employer reads a candidate’s résumé only after the candidate applied to its job; never a certificate', async () => {
    const candidate = await signUpCandidate(server);
    const resume = (await post(candidate.client, [['category', 'resume'], ['file', pdfBytes(5000), 'cv.pdf']])).json.file;
    const video = (await post(candidate.client, [['category', 'video'], ['file', mp4Bytes(), 'hi.mp4']])).json.file;
    const certificate = (await post(candidate.client, [['category', 'certificate'], ['file', pdfBytes(5000), 'c.pdf']])).json.file;
    const { employerA, employerB } = w.actors;
    expect((await content(server, employerA.client, resume.url)).status).toBe(404);
    // The open profile employers see has no document links before the candidate applied.
    const before = await seenBy(employerA.client, 'candidates', candidate.profile.id);
    expect(before).toBeDefined();
    for (const field of ['resumeUrl', 'profilePhoto', 'videoIntroUrl']) expect(before).not.toHaveProperty(field);

    await applyTo(candidate.client, w.activeJob.id);
    const read = await content(server, employerA.client, resume.url);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('application/pdf');
    expect((await content(server, employerA.client, video.url)).headers.get('content-type')).toBe('video/mp4');
    expect((await seenBy(employerA.client, 'candidates', candidate.profile.id))).toMatchObject({ resumeUrl: resume.url, videoIntroUrl: video.url });
    expect((await content(server, employerA.client, certificate.url)).status).toBe(404);
    expect((await content(server, employerB.client, resume.url)).status).toBe(404);
    // Another candidate is no employer.
    expect((await content(server, w.actors.bystander.client, resume.url)).status).toBe(404);
  });

  it('an employer is refused a job seeker’s categories (résumé, photo, video) before a byte is stored', async () => {
    const employer = await signUpEmployer(server);
    await storesNothing(async () => {
      for (const [category, name, bytes] of [['resume', 'cv.pdf', pdfBytes(2000)], ['photo', 'me.png', pngBytes(2000)], ['video', 'intro.mp4', mp4Bytes()]] as const) {
        const res = await post(employer.client, [['category', category], ['file', bytes, name]]);
        expect([res.status, res.json.error.message]).toEqual([400, FILE_ERROR_MESSAGES.categoryNotOffered]);
      }
    });
  });

  it('an employer without a candidate profile may upload; only candidates’ profiles get the links', async () => {
    const employer = await signUpEmployer(server);
    const res = await post(employer.client, [['category', 'certificate'], ['file', pdfBytes(3000), 'iso.pdf']]);
    expect(res.status).toBe(201);
    expect((await content(server, employer.client, res.json.file.url)).status).toBe(200);
  });

  it('delete removes the bytes, the row and the record; the profile link falls back to the previous upload', async () => {
    const candidate = await signUpCandidate(server);
    const first = (await post(candidate.client, [['category', 'resume'], ['file', pdfBytes(4000), 'one.pdf']])).json.file;
    const second = (await post(candidate.client, [['category', 'resume'], ['file', pdfBytes(4000), 'two.pdf']])).json.file;
    const profileLink = async () => (await seenBy(candidate.client, 'candidates', candidate.profile.id))?.resumeUrl;
    expect(await profileLink()).toBe(second.url);
    const keys = await storedKeys();

    const res = await candidate.client.request('DELETE', `/api/files/${second.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ deleted: true });
    expect(await storedKeys()).toHaveLength(keys.length - 1);
    expect((await content(server, candidate.client, second.url)).status).toBe(404);
    expect(await seenBy(candidate.client, 'files', second.id)).toBeUndefined();
    expect(await profileLink()).toBe(first.url);
    expect((await candidate.client.request('DELETE', `/api/files/${second.id}`)).status).toBe(404);

    await candidate.client.request('DELETE', `/api/files/${first.id}`);
    expect(await profileLink()).toBeUndefined();
    expect(await storedKeys()).toHaveLength(keys.length - 2);
  });

  it('deleting the account removes its files’ and ID document’s bytes and rows', async () => {
    const candidate = await signUpCandidate(server);
    await post(candidate.client, [['category', 'resume'], ['file', pdfBytes(4000), 'cv.pdf']]);
    await post(candidate.client, [['category', 'photo'], ['file', pngBytes(4000), 'me.png']]);
    const before = await storedKeys();
    const idInit = await multipartInit([
      ['documentType', 'passport'],
      ['firstName', 'Ada'],
      ['lastName', 'Lovelace'],
      ['dateOfBirth', '1990-12-10'],
      ['document', pngBytes(5000), 'passport.png', 'image/png'],
    ]);
    const id = await server.app.request(`${TEST_ORIGIN}/api/verification/id`, {
      method: 'POST',
      ...idInit,
      headers: { origin: TEST_ORIGIN, cookie: candidate.client.cookie, 'x-forwarded-for': candidate.client.address, ...idInit.headers },
    } as RequestInit);
    expect(id.status).toBe(200);
    const keys = await storedKeys();
    expect(keys).toHaveLength(before.length + 1);
    const rows = await rowCount();
    const res = await candidate.client.request('DELETE', '/api/account', { confirmation: 'DELETE', password: 'Passw0rdX' });
    expect(res.status).toBe(200);
    expect(await storedKeys()).toHaveLength(keys.length - 3);
    expect(await rowCount()).toBe(rows - 2);
  });

  it(`concurrent uploads cannot pass the cap of ${FILES_PER_USER_MAX} files`, async () => {
    const candidate = await signUpCandidate(server);
    // All but three places taken (rows only: the cap counts rows).
    const db = server.deps.database.db;
    await db.insert(storedFiles).values(
      Array.from({ length: FILES_PER_USER_MAX - 3 }, (_, i) => ({
        id: `filler-${candidate.user.id}-${i}`,
        userId: candidate.user.id,
        storageKey: `file_filler${i}`,
        contentType: 'application/pdf',
        size: 1,
        category: 'certificate',
      })),
    );
    const keys = await storedKeys();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(candidate.client, [['category', 'certificate'], ['file', pdfBytes(20_000), `c${i}.pdf`]])),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.json.error).toEqual({
      code: 'too_many_files',
      message: FILE_ERROR_MESSAGES.tooManyFiles(FILES_PER_USER_MAX),
      requestId: expect.any(String),
    });
    expect(await countFiles(db, candidate.user.id)).toBe(FILES_PER_USER_MAX);
    // Refused uploads left no bytes behind.
    expect(await storedKeys()).toHaveLength(keys.length + 3);
    await db.delete(storedFiles).where(eq(storedFiles.userId, candidate.user.id));
  });
});

/** An MP4 header (ftyp box, isom brand) with some bytes after it. */
function mp4Bytes(size = 20_000): Uint8Array {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  bytes.writeUInt32BE(0x200, 12);
  bytes.write('isommp41', 16, 'latin1');
  bytes.writeUInt32BE(size - 24, 24);
  bytes.write('mdat', 28, 'latin1');
  return new Uint8Array(bytes);
}

describe('uploads to a real listening server', () => {
  let running: RunningServer;
  let client: TestClient;
  let closeDatabase: () => Promise<void>;

  beforeAll(async () => {
    const { database, schema, close } = await openTestDatabase();
    // The stop closes the database; on Postgres the test's schema is dropped after it (PGlite in memory just goes).
    closeDatabase = schema ? close : async () => {};
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const dataDir = await mkdtemp(join(tmpdir(), 'hiresync-files-'));
    const { createCaptureTransport } = await import('../test-support/capture-transport.ts');
    const outbox = createCaptureTransport();
    running = await startServer(
      parseEnv({ PORT: '0', HOST: '127.0.0.1', DEMO_DATA: '0', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent', TRUST_PROXY: '1', DATA_DIR: dataDir, APP_ORIGIN: TEST_ORIGIN }),
      { database, transport: outbox },
    );
    // The test client's requests go to the socket; the Origin stays the app's.
    client = new TestClient({ request: (url, init) => fetch(url.replace(TEST_ORIGIN, running.url.replace('localhost', '127.0.0.1')), init) }, outbox);
    await client.signUp('candidate');
  });
  afterAll(async () => {
    await running.stop();
    await closeDatabase();
  });

  const app = { request: (url: string, init: RequestInit) => fetch(url.replace(TEST_ORIGIN, `http://127.0.0.1:${running.port}`), init) };

  it.each(['declared', 'chunked'] as const)('answers 413 to an oversize %s body, and stores nothing', async (mode) => {
    const stored = () => readdir(join(running.deps.env.DATA_DIR, 'files')).catch(() => [] as string[]);
    const before = await stored();
    const res = await upload(app, client, [['category', 'resume'], ['file', pdfBytes(UPLOAD_MAX_BYTES + 4096), 'big.pdf']], { mode });
    expect(res.status).toBe(413);
    expect(res.json.error.message).toBe(M.fileTooLarge);
    expect(await stored()).toEqual(before);
    // The connection is still usable, or a new one is: the next upload goes through.
    const ok = await upload(app, client, [['category', 'resume'], ['file', pdfBytes(50_000), 'cv.pdf']], { mode });
    expect(ok.status).toBe(201);
    const read = await fetch(`http://127.0.0.1:${running.port}${ok.json.file.url}`, { headers: { cookie: client.cookie, 'x-forwarded-for': client.address } });
    expect(read.status).toBe(200);
    expect((await read.arrayBuffer()).byteLength).toBe(ok.json.file.fileSize);
  });
});
