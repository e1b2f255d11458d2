/**
 * The HTTP edge shared by every resource: the secret key check, Stripe's error envelope, `Idempotency-Key`
 * replay for POSTs, and decoding of form bodies and query strings into params for the route handlers.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { Actor } from './actor.ts';
import { StripeApiError } from './errors.ts';
import { API_VERSION } from './events.ts';
import { parseFormBody, type Params } from './form-body.ts';
import type { StandIn } from './stand-in.ts';
import { newId } from './store.ts';
import { processLogger } from '../../observability/logger.ts';

/** Stripe keeps idempotency keys for 24 hours. */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export interface ApiCall {
  params: Params;
  actor: Actor;
  /** Path parameters, e.g. `id`. */
  path: Record<string, string>;
}

export type ApiHandler = (call: ApiCall) => unknown;

/** Per-request values the edge middleware hands to handlers. */
export type StandInEnv = { Variables: { requestId: string; params: Params } };

/** Wrap a handler: decoded params in, the object it returns out as JSON (200), the state saved after each write. */
export function api(standIn: StandIn, handler: ApiHandler) {
  return async (c: Context<StandInEnv>) => {
    const method = c.req.method;
    const actor: Actor = {
      at: standIn.now(),
      request: {
        id: c.get('requestId'),
        idempotency_key: method === 'POST' ? (c.req.header('idempotency-key') ?? null) : null,
      },
    };
    try {
      const result = handler({ params: c.get('params'), actor, path: c.req.param() as Record<string, string> });
      return c.json(result as object, 200);
    } finally {
      // Saved on refusals too: a declined card leaves a failed SetupIntent and its event behind.
      if (method !== 'GET') standIn.changed();
    }
  };
}

export function installEdge(app: Hono<StandInEnv>, standIn: StandIn, secretKey: string): void {
  app.onError((error, c) => {
    if (error instanceof StripeApiError) return c.json(error.toBody(), error.status);
    processLogger().error({ err: error }, 'stripe stand-in: unexpected error');
    return c.json({ error: { type: 'api_error', message: 'An unexpected error occurred in the Stripe stand-in.' } }, 500);
  });
  app.notFound((c) =>
    c.json(
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${c.req.method}: ${c.req.path}).` } },
      404,
    ),
  );
  app.use('/v1/*', requestIdentity());
  app.use('/v1/*', requireSecretKey(secretKey));
  app.use('/v1/*', decodeParams());
  app.use('/v1/*', idempotency(standIn));
}

function requestIdentity(): MiddlewareHandler<StandInEnv> {
  return async (c, next) => {
    const requestId = newId('req');
    c.set('requestId', requestId);
    await next();
    c.header('request-id', requestId);
    c.header('stripe-version', c.req.header('stripe-version') ?? API_VERSION);
  };
}

function requireSecretKey(secretKey: string): MiddlewareHandler<StandInEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    let key = match?.[1]?.trim();
    if (!key && /^Basic\s+/i.test(header)) {
      // Stripe also takes the key as a Basic auth user name (curl -u sk_test_...:).
      key = Buffer.from(header.replace(/^Basic\s+/i, ''), 'base64').toString('utf8').split(':')[0];
    }
    if (!key) {
      throw new StripeApiError(
        401,
        'invalid_request_error',
        'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. \'Authorization: Bearer YOUR_SECRET_KEY\').',
      );
    }
    if (key !== secretKey) {
      throw new StripeApiError(401, 'invalid_request_error', `Invalid API Key provided: ${maskKey(key)}`, {
        code: 'api_key_invalid',
      });
    }
    await next();
  };
}

function maskKey(key: string): string {
  if (key.length <= 12) return '*'.repeat(key.length);
  return `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;
}

function decodeParams(): MiddlewareHandler<StandInEnv> {
  return async (c, next) => {
    const query = new URL(c.req.url).search.slice(1);
    const params = parseFormBody(query);
    if (c.req.method === 'POST' || c.req.method === 'DELETE') {
      const type = c.req.header('content-type') ?? '';
      const text = await c.req.text();
      if (text !== '' && !type.startsWith('application/x-www-form-urlencoded')) {
        throw new StripeApiError(400, 'invalid_request_error', 'Invalid request: bodies must be form-encoded (application/x-www-form-urlencoded).');
      }
      Object.assign(params, parseFormBody(text));
    }
    c.set('params', params);
    await next();
  };
}

/** Same key, same request -> the first response again (with `Idempotent-Replayed`); same key, other request -> 400. */
function idempotency(standIn: StandIn): MiddlewareHandler<StandInEnv> {
  // A second request with a key still being answered gets Stripe's 409 (the SDK retries it; the billing code's
  // request path and webhook path may race with one key).
  const inFlight = new Set<string>();
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (c.req.method !== 'POST' || !key) return next();
    const fingerprint = `${c.req.method} ${c.req.path} ${await c.req.text()}`;
    if (inFlight.has(key)) {
      throw new StripeApiError(
        409,
        'invalid_request_error',
        `There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): ${key}. Please try again later.`,
        { code: 'idempotency_key_in_use' },
      );
    }
    const nowMs = Date.now();
    pruneIdempotency(standIn, nowMs);
    const known = standIn.state.idempotency[key];
    if (known) {
      if (known.fingerprint !== fingerprint) {
        throw new StripeApiError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      return new Response(known.body, {
        status: known.status,
        headers: {
          'content-type': 'application/json',
          'idempotent-replayed': 'true',
          'idempotency-key': key,
          'request-id': c.get('requestId'),
        },
      });
    }
    inFlight.add(key);
    try {
      await next();
      // Errors are replayed too (Stripe does, except for 5xx which may succeed on a retry).
      const status = c.res.status;
      if (status >= 500) return;
      const body = await c.res.clone().text();
      standIn.state.idempotency[key] = { fingerprint, status, body, savedAt: nowMs };
      c.header('idempotency-key', key);
      standIn.changed();
    } finally {
      inFlight.delete(key);
    }
  };
}

function pruneIdempotency(standIn: StandIn, nowMs: number): void {
  for (const [key, reply] of Object.entries(standIn.state.idempotency)) {
    if (nowMs - reply.savedAt > IDEMPOTENCY_TTL_MS) delete standIn.state.idempotency[key];
  }
}
