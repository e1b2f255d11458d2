/**
 * An address under /api/ that no route answers is an API error in the JSON error shape, whatever the method,
 * even when the server also serves the app: the SPA's page stands in only for the app's own paths.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '@shared/messages.ts';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../test-support/test-server.ts';

describe('an unknown /api/ address beside the served app', () => {
  let server: TestServer;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'api-not-found-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>HireSync</title>');
    server = await createTestServer({ STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it.each(['/api/nope', '/api/no/such/route', '/api/'])('GET %s answers 404 in the error shape, not the page', async (path) => {
    const res = await server.app.request(`${TEST_ORIGIN}${path}`, { headers: { accept: 'text/html,*/*' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: API_ERROR_MESSAGES.notFound, requestId: expect.any(String) } });
  });

  it('still opens the app on its own paths', async () => {
    const res = await server.app.request(`${TEST_ORIGIN}/browse-jobs`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<title>HireSync</title>');
  });
});
