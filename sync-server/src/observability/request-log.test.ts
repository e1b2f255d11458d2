/**
 * The operator's log: one JSON line per request with the request id the answer carries, the route pattern
 * (never the path with its ids and tokens), and nothing secret anywhere in it over a whole sign-up and sign-ins.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../test-support/captured-log.ts';
import { createTestServer, TEST_PASSWORD, type TestServer } from '../test-support/test-server.ts';

let server: TestServer;
const captured = captureLog();
beforeAll(async () => {
  server = await createTestServer({}, undefined, { log: captured.log });
});
afterAll(() => server.close());

const requestLines = (requestId: string) => captured.lines.filter((l) => l.requestId === requestId);

describe('request ids and the request log', () => {
  it('keeps a valid incoming X-Request-Id, answers it and writes it in the request line', async () => {
    const res = await server.client().request('GET', '/api/health', undefined, { 'x-request-id': 'lb-7f3a:42.x_y' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a:42.x_y');
    const [line, ...more] = requestLines('lb-7f3a:42.x_y');
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'GET', route: '/api/health', status: 200, requestId: 'lb-7f3a:42.x_y' });
    expect(line!.durationMs).toBeGreaterThanOrEqual(0);
    expect(typeof line!.time).toBe('string');
  });

  it('replaces an invalid incoming id with a new one', async () => {
    for (const bad of ['has space', 'x'.repeat(129), 'quote"d', '', 'new\\nline', 'ünïcode']) {
      const res = await server.client().request('GET', '/api/health', undefined, { 'x-request-id': bad });
      const id = res.headers.get('x-request-id')!;
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(requestLines(id)).toHaveLength(1);
      expect(captured.text()).not.toContain(bad || '""');
    }
  });

  it('gives every request its own id when none comes in', async () => {
    const a = await server.client().get('/api/health');
    const b = await server.client().get('/api/health');
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });

  it('puts the request id into error answers, and logs the route pattern, not the path', async () => {
    const client = server.client();
    const missing = await client.request('GET', '/api/nothing-here', undefined, { 'x-request-id': 'err-404' });
    expect(missing.status).toBe(404);
    expect(missing.json.error).toEqual({ code: 'not_found', message: expect.any(String), requestId: 'err-404' });
    expect(requestLines('err-404')[0]).toMatchObject({ route: 'unmatched', status: 404 });

    const unauthenticated = await client.request('POST', '/api/replication/jobs/pull', { checkpoint: null, limit: 5 }, { 'x-request-id': 'err-401' });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.json.error.requestId).toBe('err-401');
    expect(requestLines('err-401')[0]).toMatchObject({ method: 'POST', route: '/api/replication/:collection/pull', status: 401 });

    const id = randomUUID();
    const user = await client.signUp('candidate');
    const notFound = await client.request('GET', `/api/files/${id}/content`, undefined, { 'x-request-id': 'err-id' });
    expect(notFound.status).toBe(404);
    expect(notFound.json.error.requestId).toBe('err-id');
    expect(requestLines('err-id')[0]).toMatchObject({ route: '/api/files/:id/content', userId: user.id });
    expect(captured.text()).not.toContain(id);
  });

  it('logs an unhandled failure with the request id it answered', async () => {
    const failing = await createTestServer({}, undefined, { log: captured.log });
    try {
      await failing.deps.database.close();
      const answer = await failing.app.request('/api/health', { headers: { 'x-request-id': 'boom-2' } });
      expect(answer.status).toBe(500);
      expect(((await answer.json()) as { error: { requestId: string } }).error.requestId).toBe('boom-2');
      const lines = requestLines('boom-2');
      expect(lines.map((l) => l.msg)).toEqual(['unhandled error', 'request']);
      expect(lines[0]).toMatchObject({ level: 'error', err: { message: expect.any(String) } });
      expect(lines[0]!.err.params).toBeUndefined();
    } finally {
      await failing.close().catch(() => {});
    }
  });

  it('writes no code, password, sign-in link token or session cookie over a sign-up and three sign-ins', async () => {
    const from = captured.text().length;
    const email = `log-scan-${randomUUID().slice(0, 8)}@example.com`;
    const client = server.client();
    await client.signUp('candidate', email);
    const secrets = [TEST_PASSWORD, server.outbox.lastCode(email), client.jar.get('sid') ?? ''];
    await client.post('/api/auth/logout');

    // An e-mail code.
    const byCode = server.client();
    expect((await byCode.post('/api/auth/send-otp', { email })).status).toBe(200);
    const code = server.outbox.lastCode(email);
    expect((await byCode.post('/api/auth/verify-otp', { email, otp: code })).status).toBe(200);
    secrets.push(code, byCode.jar.get('sid') ?? '');

    // The password.
    const byPassword = server.client();
    expect((await byPassword.post('/api/auth/login', { email, password: TEST_PASSWORD })).status).toBe(200);
    secrets.push(byPassword.jar.get('sid') ?? '');

    // A sign-in link.
    const byLink = server.client();
    expect((await byLink.post('/api/auth/magic-link', { email })).status).toBe(200);
    const token = server.outbox.lastMagicToken(email);
    expect((await byLink.post('/api/auth/magic-link/consume', { token })).status).toBe(200);
    secrets.push(token, byLink.jar.get('sid') ?? '');
    await byLink.get('/api/account/export');

    const logged = captured.text().slice(from);
    // The scan saw the requests: every one of them has its line.
    expect(logged.split('\n').filter((l) => l.includes('"msg":"request"')).length).toBeGreaterThanOrEqual(9);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThanOrEqual(6);
      expect(logged).not.toContain(secret);
    }
    // Nothing but the request line's own fields: no header, body or query ever rides along.
    const fields = new Set(logged.split('\n').filter(Boolean).flatMap((l) => Object.keys(JSON.parse(l) as object)));
    expect([...fields].sort()).toEqual(['durationMs', 'level', 'method', 'msg', 'requestId', 'route', 'status', 'time', 'userId']);
  });
});
