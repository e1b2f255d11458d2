/**
 * Outermost middleware: gives every request an id (the caller's X-Request-Id when it is a plausible one, else
 * a new UUID), answers it in X-Request-Id, hands route handlers a logger carrying it, and writes one log
 * line per request and one observation of the request histogram. The route is the matched pattern
 * (`/api/jobs/:id`), never the path or its query: magic-link and unsubscribe tokens travel in those.
 * A stream (Server-Sent Events) is counted as open while its body runs and logged when it ends.
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../context.ts';
import type { Logger, RequestLogger } from '../observability/logger.ts';
import type { Metrics } from '../observability/metrics.ts';
import { withAnswerHeaders } from './answer-headers.ts';

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

/**
 * The handlers' logger of one request: the instance's child with the request id, made on the first line a
 * handler writes. Most requests write none, and a child per request cost each a few microseconds.
 */
function lazyChild(log: Logger, requestId: string): RequestLogger {
  let child: Logger | undefined;
  const of = () => (child ??= log.child({ requestId }));
  return {
    error: (...args: Parameters<Logger['error']>) => of().error(...args),
    warn: (...args: Parameters<Logger['warn']>) => of().warn(...args),
    info: (...args: Parameters<Logger['info']>) => of().info(...args),
    debug: (...args: Parameters<Logger['debug']>) => of().debug(...args),
  };
}

/** One histogram child per method, route and status: prom-client otherwise hashes the labels on every observe. */
function observerOf(metrics: Metrics) {
  const children = new Map<string, { observe: (seconds: number) => void }>();
  return (method: string, route: string, status: number, seconds: number) => {
    const key = `${method} ${status} ${route}`;
    let child = children.get(key);
    if (!child) children.set(key, (child = metrics.requests.labels({ method, route, status })));
    child.observe(seconds);
  };
}

export function requestLog(log: Logger, metrics: Metrics): MiddlewareHandler<AppEnv> {
  const observe = observerOf(metrics);
  return async (c, next) => {
    const start = performance.now();
    const requestId = requestIdOf(c.req.header('x-request-id'));
    // The request's own lines go through the parent with the id as their first field, the same JSON.
    c.set('requestId', requestId);
    c.set('log', lazyChild(log, requestId));
    await withAnswerHeaders(c, [['x-request-id', requestId]], next);
    const method = c.req.method;
    const route = routePattern(c);
    const status = c.res.status;
    observe(method, route, status, (performance.now() - start) / 1000);
    // c.get, not c.var: Hono builds c.var afresh from its map on every read.
    const line = () => ({ requestId, method, route, status, durationMs: Math.round((performance.now() - start) * 10) / 10, userId: c.get('viewer')?.userId });
    // The route first, then the type: reading an ordinary answer's headers or body costs it @hono/node-server's fast path.
    const candidate = streamKind(route);
    const kind = candidate && c.res.headers.get('content-type')?.startsWith('text/event-stream') ? candidate : undefined;
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
