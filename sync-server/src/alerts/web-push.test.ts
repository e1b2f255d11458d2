/**
 * Web Push against a push service on loopback that speaks the protocol: it receives the encrypted POST, checks
 * the VAPID authorization (RFC 8292: an ES256 JWT for its own origin, under the server's public key) and
 * decrypts the body with the subscription's private key and auth secret (RFC 8291, aes128gcm), as a browser's
 * push service and the browser would between them.
 */
import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import { runDueJobs } from '../jobs/scheduled-jobs.ts';
import { savedSearch, saveSearches } from '../test-support/saved-searches.ts';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';
import { postJob, signUpCandidate, signUpEmployer } from '../test-support/world.ts';
import { alertChannels, alertJobHandlers } from './alert-jobs.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Received {
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A push service on 127.0.0.1 answering every POST with `status`. */
async function startPushService(status = 201) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { origin, received };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16) };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 section 3.4 and RFC 8188: one aes128gcm record, decrypted as the browser does. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic, Buffer.from([1])]);
  const ikm = hmac(hmac(keys.auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** The VAPID header's JWT is signed by the key it names, for the push service's origin. */
function checkVapid(authorization: string, audience: string, publicKey: string) {
  const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization) ?? [];
  expect(key).toBe(publicKey);
  const [header, claims, signature] = token!.split('.');
  const raw = Buffer.from(key!, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') };
  const valid = verify('sha256', Buffer.from(`${header}.${claims}`), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'));
  expect(valid).toBe(true);
  expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toMatchObject({ aud: audience, sub: expect.stringMatching(/^mailto:/) });
}

async function world() {
  const server: TestServer = await createTestServer();
  cleanups.push(() => server.close());
  const candidate = await signUpCandidate(server);
  await saveSearches(candidate.client, candidate.user.id, [savedSearch({ name: 'TypeScript' })]);
  const employer = await signUpEmployer(server);
  const run = () => runDueJobs(server.deps.database.db, alertJobHandlers(alertChannels(server.deps)), server.clock.now);
  return { server, candidate, employer, run };
}

describe('Web Push', () => {
  it('delivers the alert encrypted for the subscription, signed with the VAPID key, and it decrypts to the job', async () => {
    const { candidate, employer, run } = await world();
    const push = await startPushService();
    const keys = browserKeys();
    const endpoint = `${push.origin}/push/${crypto.randomUUID()}`;
    const { json: key } = await candidate.client.get('/api/alerts/push/key');
    expect((await candidate.client.post('/api/alerts/push/subscriptions', { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth.toString('base64url') } })).status).toBe(200);

    const job = await postJob(employer.client, { title: 'TypeScript Engineer' });
    await run();
    expect(push.received).toHaveLength(1);
    const [message] = push.received;
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(message!.headers.ttl)).toBeGreaterThan(0);
    checkVapid(String(message!.headers.authorization), push.origin, key.publicKey);
    expect(JSON.parse(decrypt(message!.body, keys))).toEqual({
      title: 'New job for "TypeScript"',
      body: 'TypeScript Engineer at Acme Robotics',
      url: `/jobs/${job.id}`,
    });
    // The same key pair on every call: made once, kept in server_settings.
    expect((await candidate.client.get('/api/alerts/push/key')).json.publicKey).toBe(key.publicKey);
  });

  it('forgets a subscription its push service says is gone (410)', async () => {
    const { server, candidate, employer, run } = await world();
    const push = await startPushService(410);
    const keys = browserKeys();
    await candidate.client.post('/api/alerts/push/subscriptions', { endpoint: `${push.origin}/push/gone`, keys: { p256dh: keys.p256dh, auth: keys.auth.toString('base64url') } });
    await postJob(employer.client);
    await run();
    expect(push.received).toHaveLength(1);
    const left = await queryRows(server.deps.database.db, sql`select endpoint from push_subscriptions`);
    expect(left).toEqual([]);
  });

  it('refuses bad subscriptions with 400 and without a session with 401', async () => {
    const { server, candidate } = await world();
    expect((await candidate.client.post('/api/alerts/push/subscriptions', { endpoint: 'ftp://x.example/1', keys: { p256dh: 'a'.repeat(20), auth: 'b'.repeat(20) } })).status).toBe(400);
    expect((await candidate.client.post('/api/alerts/push/subscriptions', { endpoint: 'https://push.example/1', keys: { p256dh: 'not base64!', auth: 'b'.repeat(20) } })).status).toBe(400);
    expect((await server.client().get('/api/alerts/push/key')).status).toBe(401);
  });
});
