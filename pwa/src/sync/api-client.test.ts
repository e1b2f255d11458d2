/**
 * The typed client keeps what apiFetch promised (same-origin with the cookie, JSON in and out, the server's
 * refusal thrown with its message and code, a 401 outside /api/auth/ announced, offline a TypeError), and its
 * answers carry the server's own types: the expectTypeOf lines fail `npm run typecheck` when a route's answer
 * changes shape.
 */
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { CodeSentResponse } from '@shared/schemas/auth-responses.ts';
import type { PlatformFigures } from '@shared/schemas/platform-figures.ts';
import type { PullResponse } from '@shared/schemas/replication.ts';
import { answer, api, type AnswerOf } from './api-client.ts';
import { FILES_PATH } from '../features/files/files-api.ts';
import { ApiError, onUnauthorized } from './api.ts';

interface Sent {
  url: string;
  method: string;
  credentials: RequestCredentials | undefined;
  contentType: string | null;
  body: unknown;
}

function serve(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      credentials: init.credentials,
      contentType: new Headers(init.headers).get('content-type'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('a call through the typed client', () => {
  it('goes to the route’s path on this origin, with the cookie and the body as JSON', async () => {
    const sent = serve(200, { sent: true, resendAfterSeconds: 60 });
    const answered = await answer(api.auth['send-otp'].$post({ json: { email: 'zoë@example.com' } }));
    expect(answered).toEqual({ sent: true, resendAfterSeconds: 60 });
    expect(sent).toEqual([
      { url: '/api/auth/send-otp', method: 'POST', credentials: 'same-origin', contentType: 'application/json', body: { email: 'zoë@example.com' } },
    ]);
  });

  it('puts path parameters and queries where the route has them', async () => {
    const sent = serve(200, { status: 'verified' });
    await answer(api.candidates[':candidateId'].view.$post({ param: { candidateId: encodeURIComponent('a/b c') } }));
    await answer(api.verification.reference.request.$get({ query: { token: 'x&y=z' } }));
    expect(sent.map((s) => s.url)).toEqual(['/api/candidates/a%2Fb%20c/view', '/api/verification/reference/request?token=x%26y%3Dz']);
  });

  it('throws the server’s refusal as an ApiError with its status, code and message', async () => {
    serve(409, { error: { code: 'already_subscribed', message: 'You already have Employer Professional.', requestId: 'r1' } });
    const error = await answer(api['cancel-subscription'].$post()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'already_subscribed', serverMessage: 'You already have Employer Professional.' });
    expect((error as Error).message).toBe('409: You already have Employer Professional.');
  });

  it('announces a 401 as an ended session, except under /api/auth/ (a wrong code or password)', async () => {
    const heard = vi.fn();
    const stop = onUnauthorized(heard);
    serve(401, { error: { code: 'unauthenticated', message: 'Please sign in.', requestId: 'r2' } });
    await expect(answer(api.auth.me.$get())).rejects.toBeInstanceOf(ApiError);
    expect(heard).not.toHaveBeenCalled();
    await expect(answer(api.billing.invoices.$get())).rejects.toMatchObject({ status: 401 });
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
  });

  it('is a TypeError when offline, as apiFetch was', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(answer(api.figures.$get())).rejects.toBeInstanceOf(TypeError);
  });

  it('builds the addresses of links and streams from the routes', () => {
    expect(api.files[':id'].content.$path({ param: { id: 'f1' } })).toBe('/api/files/f1/content');
    expect(api.interviews[':id']['calendar.ics'].$path({ param: { id: 'i1' } })).toBe('/api/interviews/i1/calendar.ics');
    expect(api.replication.stream.$path()).toBe('/api/replication/stream');
    expect(FILES_PATH).toBe('/api/files/');
  });
});

it('answers with the types the server’s routes declare', () => {
  expectTypeOf<AnswerOf<typeof api.auth['send-otp']['$post']>>().toEqualTypeOf<CodeSentResponse>();
  expectTypeOf<AnswerOf<typeof api.figures.$get>>().toExtend<PlatformFigures>();
  expectTypeOf<AnswerOf<typeof api.replication[':collection']['pull']['$post']>>().toExtend<PullResponse>();
  expectTypeOf<AnswerOf<typeof api.auth.me.$get>>().toHaveProperty('user');
});
