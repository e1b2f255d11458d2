/**
 * The PWA's typed client of the server (Hono's `hc`): `api.jobs.$get()` and the like are typed by the server's
 * own routes, so an answer the server changes fails the PWA's typecheck instead of a screen at run time. AppType
 * is imported as a type only: nothing of the server reaches the bundle. `answer(call)` reads a call's answer as
 * apiFetch does (api.ts): with the session cookie, the server's refusal thrown as an ApiError with its message,
 * a 401 outside /api/auth/ announced to onUnauthorized, and a TypeError when offline.
 */
import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../../sync-server/src/app.ts';
import { readAnswer } from './api.ts';

// The path each answer was asked at: readAnswer tells the 401s of /api/auth/ (wrong codes) from ended sessions.
const PATHS = new WeakMap<Response, string>();

async function sameOriginFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const res = await fetch(input, { ...init, credentials: 'same-origin' });
  PATHS.set(res, new URL(String(input), 'http://origin').pathname);
  return res;
}

/** Every route under /api, as the server declares it. Path parameters go in as they are: encode them. */
export const api = hc<AppType>('', { fetch: sameOriginFetch }).api;

/** What a call answers when it succeeds: the bodies of its 2xx answers. */
export type Answer<R> = R extends ClientResponse<infer T, infer S, infer _F> ? ([Extract<S, SuccessStatusCode>] extends [never] ? never : T) : never;

/** What a client method (e.g. `typeof api.jobs.$get`) answers when it succeeds. */
export type AnswerOf<F extends (...args: never[]) => Promise<unknown>> = Answer<Awaited<ReturnType<F>>>;

/** The body of a call's successful answer; throws ApiError on a refusal, TypeError when offline. */
export async function answer<R extends ClientResponse<unknown, number, string>>(call: Promise<R>): Promise<Answer<R>> {
  const res = await call;
  return readAnswer<Answer<R>>(res, PATHS.get(res) ?? '');
}
