/** Refuses requests without a live session (401), before any handler reads the body. */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { httpError } from '../http-error.ts';
import { documented } from '../openapi/route-docs.ts';

export const requireViewer = documented(
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('viewer')) httpError(401, 'unauthenticated', 'Please sign in.');
    await next();
  }),
  { session: true, answers: { 401: 'No session: `unauthenticated`' } },
);
