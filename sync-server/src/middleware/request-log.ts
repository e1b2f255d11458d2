/**
 * Outermost middleware: gives every request an id (the caller's X-Request-Id when it is a plausible one, else
 * a new UUID), answers it in X-Request-Id, hands route handlers a child logger carrying it, and writes one log
 * line per request and one observation of the request histogram. The route is the matched pattern
 * (`/api/jobs/:id`), never the path or its query: magic-link and unsubscribe tokens travel in those.
 * A stream (Server-Sent Events) is counted as open while its body runs and logged when it ends.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../context.ts';
import type { Logger } from '../observability/logger.ts';
import type { Metrics } from '../observability/metrics.ts';

const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's request id when it is safe to log and echo, else a new one. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming !== undefined && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The last matched route with a method of its own is the handler's; none (only middleware) is a 404. */
function routePattern(c: Parameters<MiddlewareHandler>[0]): string {
  const routes = matchedRoutes(c);
  for (let i = routes.length - 1; i >= 0; i--) if (routes[i]!.method !== 'ALL') return routes[i]!.path;
  return 'unmatched';
}

/** Which gauge an open stream counts in. */
function streamKind(route: string): 'live' | 'signaling' | undefined {
  if (route === '/api/replication/stream') return 'live';
  if (route === '/api/interviews/:id/signals') return 'signaling';
  return undefined;
}

/** `body` as it is, calling `end` once when it finishes or the client leaves. */
function untilEnd(body: ReadableStream<Uint8Array>, end: () => void): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let ended = false;
  const once = () => {
    if (ended) return;
    ended = true;
    end();
  };
  return new ReadableStream({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          once();
        } else controller.enqueue(value);
      } catch (err) {
        once();
        controller.error(err);
      }
    },
    async cancel(reason) {
      once();
      await reader.cancel(reason);
    },
  });
}

export function requestLog(log: Logger, metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    const requestId = requestIdOf(c.req.header('x-request-id'));
    // Handlers log through a child carrying the id. The request's own lines go through the parent with the id as
    // their first field, the same JSON: a child's first line costs pino its bindings' serialisation, and the
    // request line was the only line of most children (14 µs a request against 8).
    c.set('requestId', requestId);
    c.set('log', log.child({ requestId }));
    await next();
    try {
      c.res.headers.set('x-request-id', requestId);
    } catch {
      // An answer with immutable headers (a fetched Response handed on): answered as a copy.
      const copy = new Response(c.res.body, c.res);
      copy.headers.set('x-request-id', requestId);
      c.res = undefined;
      c.res = copy;
    }
    const method = c.req.method;
    const route = routePattern(c);
    const status = c.res.status;
    const answeredMs = performance.now() - start;
    metrics.requests.observe({ method, route, status }, answeredMs / 1000);
    // c.get, not c.var: Hono builds c.var afresh from its map on every read.
    const line = () => ({ requestId, method, route, status, durationMs: Math.round((performance.now() - start) * 10) / 10, userId: c.get('viewer')?.userId });
    // The type first: reading the body of an ordinary answer would cost it @hono/node-server's fast path.
    const kind = c.res.headers.get('content-type')?.startsWith('text/event-stream') ? streamKind(route) : undefined;
    if (!kind || !c.res.body) {
      log.info(line(), 'request');
      return;
    }
    metrics.openStreams.inc({ kind });
    log.info({ ...line(), stream: kind }, 'stream opened');
    const ended = untilEnd(c.res.body, () => {
      metrics.openStreams.dec({ kind });
      log.info({ ...line(), stream: kind }, 'stream ended');
    });
    const headers = new Headers(c.res.headers);
    c.res = undefined;
    c.res = new Response(ended, { status, headers });
  };
}
