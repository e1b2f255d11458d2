/**
 * Puts the request id into every error answer of the API's one shape, `{ error: { code, message } }`, so a
 * person who reports a failure can quote it and the operator finds the request's log lines. Errors are made
 * in many places (handlers, validators, edge middleware, httpError, onError); adding it here, on the way out,
 * covers them all. Only answers of 400 and more with a JSON body are read: a success never pays for it.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

export const errorRequestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const res = c.res;
  if (res.status < 400 || !res.body || !res.headers.get('content-type')?.startsWith('application/json')) return;
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const error = (body as { error?: unknown } | undefined)?.error;
  const stamped = error && typeof error === 'object' && !Array.isArray(error) ? JSON.stringify({ ...body!, error: { ...error, requestId: c.var.requestId } }) : text;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  c.res = undefined;
  c.res = new Response(stamped, { status: res.status, headers });
};
