/**
 * Path parameters and query values reach queries as they are, so an address the routes cannot mean is refused
 * at the edge: every documented route with a path parameter, given a NUL byte, a broken escape, half a surrogate
 * pair or a 10,000-character id, answers 404 or 400 in the one error shape (it answered 500 on 9 routes), and a
 * query with such text answers 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES } from '@shared/messages.ts';
import { publishedDocument, publishedOperations } from '../test-support/published-api.ts';
import { createTestServer, TEST_ORIGIN, type TestClient, type TestServer } from '../test-support/test-server.ts';

let server: TestServer;
let candidate: TestClient;
let employer: TestClient;
beforeAll(async () => {
  server = await createTestServer();
  candidate = server.client();
  await candidate.signUp('candidate');
  employer = server.client();
  await employer.signUp('employer');
});
afterAll(() => server.close());

const withParams = publishedOperations(await publishedDocument()).filter((e) => e.path.includes('/{'));
const BAD_IDS: [string, number][] = [
  ['%00', 404],
  ['a%00b', 404],
  ['%E2%80%AEexe', 404],
  [`${'a'.repeat(10_000)}`, 404],
  ['%E0%A4%A', 400],
  ['%ZZ', 400],
  ['%ED%A0%80', 400],
];

describe('a path parameter that cannot be an id', () => {
  it.each(withParams.flatMap((e) => BAD_IDS.map(([id, status]) => ({ ...e, id, status }))))(
    '$method $path with $id answers $status',
    async ({ method, path, id, status }) => {
      for (const client of [candidate, employer]) {
        const url = path.replace(/\{\w+\}/g, id);
        const res = await client.request(method, url, method === 'GET' ? undefined : {});
        expect(res.status).toBe(status);
        const message = status === 404 ? API_ERROR_MESSAGES.notFound : API_ERROR_MESSAGES.invalidAddress;
        expect(res.json).toEqual({ error: { code: status === 404 ? 'not_found' : 'invalid_address', message, requestId: expect.any(String) } });
      }
    },
  );

  it('real ids, a saved job’s user:job id and route names still pass', async () => {
    const me = (await candidate.get('/api/auth/me')).json.user.id as string;
    expect((await employer.get(`/api/applications/candidate/${me}`)).status).toBe(200);
    expect((await candidate.get(`/api/jobs/employer/${me}:${me}`)).status).toBe(200);
    expect((await candidate.get('/api/account/sign-in-methods')).status).toBe(200);
  });
});

describe('a query with text no endpoint takes', () => {
  it.each(['token=%00', 'token=a%01b', 'token=%E0%A4%A', 'v=%ZZ', 'token=%ED%A0%80'])('?%s answers 400', async (query) => {
    for (const path of ['/api/verification/reference/request', '/api/jobs', '/api/replication/stream']) {
      const res = await server.app.request(`${TEST_ORIGIN}${path}?${query}`, { headers: { cookie: candidate.cookie } });
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('invalid_address');
    }
  });

  it('plain queries, emoji and + for space still pass', async () => {
    const res = await server.app.request(`${TEST_ORIGIN}/api/verification/reference/request?token=%F0%9F%98%80+x`);
    expect(res.status).toBe(404);
  });
});
