/**
 * The run-time response check: an answer that is not what its route documents answers 500 and logs the
 * mismatch; a documented answer passes untouched; refusals are held to the one error shape; a production app
 * does not check. The real routes are held to it by every route test (the check is on in tests).
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../test-support/test-server.ts';
import { checkResponses, responseCheckMode, ResponseSchemaMismatch } from './response-check.ts';
import { describeRoute } from './route-docs.ts';

const thing = z.object({ id: z.string(), count: z.number().int() });

/** A small app with the check, routes answering right and wrong shapes, and the errors it caught. */
function appWithCheck(mode: 'strict' | 'log' = 'strict') {
  const caught: unknown[] = [];
  const warned: ResponseSchemaMismatch[] = [];
  const app = new Hono();
  app.onError((err, c) => {
    caught.push(err);
    return c.json({ error: { code: 'internal', message: 'Something went wrong.', requestId: 'r' } }, 500);
  });
  app.use('/api/*', checkResponses(mode, (mismatch) => warned.push(mismatch)));
  app
    .get('/api/right', describeRoute({ summary: 'Right', tag: 'T', response: thing }), (c) => c.json({ id: 'a', count: 1 }))
    .get('/api/wrong', describeRoute({ summary: 'Wrong', tag: 'T', response: thing }), (c) => c.json({ id: 'a', count: '1' }))
    .get('/api/bad-refusal', describeRoute({ summary: 'Bad refusal', tag: 'T', response: thing, answers: { 200: 'OK', 404: 'Gone' } }), (c) =>
      c.json({ message: 'gone' }, 404),
    )
    .get('/api/good-refusal', describeRoute({ summary: 'Good refusal', tag: 'T', response: thing, answers: { 200: 'OK', 404: 'Gone' } }), (c) =>
      c.json({ error: { code: 'not_found', message: 'Gone', requestId: 'r' } }, 404),
    )
    .get('/api/text', describeRoute({ summary: 'Text', tag: 'T', response: { type: 'text/html' } }), (c) => c.json({ id: 'a', count: 1 }))
    .get('/api/per-status', describeRoute({ summary: 'Per status', tag: 'T', response: { 200: thing, 503: z.object({ ok: z.literal(false) }) }, answers: { 200: 'OK', 503: 'Down' } }), (c) =>
      c.json({ ok: false }, 503),
    )
    .get('/api/undocumented', (c) => c.json({ anything: true }));
  return { app, caught, warned };
}

describe('the response check', () => {
  it('turns an answer of the wrong shape into a 500 naming the route, status and field', async () => {
    const { app, caught } = appWithCheck();
    const res = await app.request('/api/wrong');
    expect(res.status).toBe(500);
    expect(caught).toHaveLength(1);
    expect(caught[0]).toBeInstanceOf(ResponseSchemaMismatch);
    expect((caught[0] as Error).message).toMatch(/^GET \/api\/wrong answered 200 not as documented: count: /);
  });

  it('holds a refusal to the one error shape', async () => {
    const { app, caught } = appWithCheck();
    expect((await app.request('/api/bad-refusal')).status).toBe(500);
    expect((caught[0] as Error).message).toMatch(/answered 404 not as documented: error: /);
    const good = await app.request('/api/good-refusal');
    expect(good.status).toBe(404);
    expect(caught).toHaveLength(1);
  });

  it('holds a body of another media type to its type, and a status with its own schema to that', async () => {
    const { app, caught } = appWithCheck();
    expect((await app.request('/api/text')).status).toBe(500);
    expect((caught[0] as Error).message).toMatch(/documented as text\/html, answered application\/json/);
    expect((await app.request('/api/per-status')).status).toBe(503);
    expect(caught).toHaveLength(1);
  });

  it('lets a documented answer and an undocumented route pass untouched', async () => {
    const { app, caught } = appWithCheck();
    const res = await app.request('/api/right');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'a', count: 1 });
    expect((await app.request('/api/undocumented')).status).toBe(200);
    expect(caught).toEqual([]);
  });
});

describe('the log mode of development', () => {
  it('lets a mismatched answer through as it was and reports it', async () => {
    const { app, caught, warned } = appWithCheck('log');
    const res = await app.request('/api/wrong');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'a', count: '1' });
    expect(caught).toEqual([]);
    expect(warned.map((w) => w.message)).toEqual([expect.stringMatching(/^GET \/api\/wrong answered 200 not as documented: count: /)]);
    expect((await app.request('/api/right')).status).toBe(200);
    expect(warned).toHaveLength(1);
  });

  it('is chosen from the settings: strict in tests, off for npm start and production unless set', () => {
    expect(responseCheckMode({ NODE_ENV: 'test' })).toBe('strict');
    expect(responseCheckMode({})).toBe('off');
    expect(responseCheckMode({ NODE_ENV: 'production' })).toBe('off');
    expect(responseCheckMode({ RESPONSE_CHECK: 'log' })).toBe('log');
    expect(responseCheckMode({ NODE_ENV: 'production', RESPONSE_CHECK: 'log' })).toBe('log');
    expect(responseCheckMode({ RESPONSE_CHECK: 'off' })).toBe('off');
  });
});

describe('the app', () => {
  let dev: TestServer;
  let production: TestServer;
  beforeAll(async () => {
    dev = await createTestServer();
    production = await createTestServer({ NODE_ENV: 'production', APP_ORIGIN: TEST_ORIGIN, SMTP_URL: 'smtp://127.0.0.1:9', PAYMENTS_MODE: 'test' });
  });
  afterAll(async () => {
    await dev?.close();
    await production?.close();
  });

  const checks = (server: TestServer) => server.app.routes.filter((r) => r.path === '/api/*' && r.handler.name === 'checkResponse');

  it('checks its answers on a test server, not in production', async () => {
    expect(checks(dev)).toHaveLength(1);
    expect(checks(production)).toHaveLength(0);
    expect((await dev.client().get('/api/health')).status).toBe(200);
  });
});
