/** Refuses requests without a live session (401), before any handler reads the body. */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context.ts';
import { httpError } from '../http-error.ts';

export const requireViewer = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.viewer) httpError(401, 'unauthenticated', 'Please sign in.');
  await next();
});
