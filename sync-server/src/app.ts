/**
 * The Hono app: middleware in order, then the routes. Made by a function so tests and several instances can
 * each have their own on their own database connection.
 */
import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { API_ERROR_MESSAGES } from '@shared/messages.ts';
import { RememberingRouter } from './app-router.ts';
import { createSessionCache } from './auth/session-cache.ts';
import { readViewer } from './auth/sessions.ts';
import type { AppDeps, AppEnv, AppInput } from './context.ts';
import { createStorage } from './files/create-storage.ts';
import { compression } from './middleware/compression.ts';
import { errorRequestId } from './middleware/error-request-id.ts';
import { requestLog } from './middleware/request-log.ts';
import { observedDeps } from './observed-deps.ts';
import { checkSchemaVersion } from './middleware/schema-version.ts';
import { isUploadRequest, sameOriginWrites } from './middleware/same-origin-writes.ts';
import { wellFormedAddress } from './middleware/well-formed-address.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { createBilling, type DeliverEvent } from './billing/billing.ts';
import { accountRoutes } from './routes/account.ts';
import { applicationRoutes } from './routes/applications.ts';
import { authRoutes } from './routes/auth.ts';
import { billingRoutes } from './routes/billing.ts';
import { candidateRoutes } from './routes/candidates.ts';
import { companyRoutes } from './routes/company.ts';
import { companyTagRoutes } from './routes/company-tags.ts';
import { employerRoutes } from './routes/employers.ts';
import { figureRoutes } from './routes/figures.ts';
import { fileRoutes } from './routes/files.ts';
import { healthRoutes } from './routes/health.ts';
import { interviewRoutes } from './routes/interviews.ts';
import { jobPageHtmlRoutes, jobPageRoutes } from './routes/job-pages.ts';
import { jobRoutes } from './routes/jobs.ts';
import { metricsRoutes } from './routes/metrics.ts';
import { buildOpenApi } from './openapi/build-document.ts';
import { describeRoute, documented } from './openapi/route-docs.ts';
import { checkResponses, responseCheckMode, ResponseSchemaMismatch } from './openapi/response-check.ts';
import { replicationRoutes } from './routes/replication.ts';
import { searchRoutes } from './routes/search.ts';
import { alertRoutes } from './routes/alerts.ts';
import { insightRoutes } from './routes/insights.ts';
import { interviewScorecardRoutes } from './routes/interview-scorecards.ts';
import { stripeWebhookRoutes } from './routes/stripe-webhook.ts';
import { TEST_INVOICE_PATH, testInvoicePageRoutes } from './routes/test-invoice-page.ts';
import { supportRoutes } from './routes/support.ts';
import { verificationRoutes } from './routes/verification.ts';

/** Largest JSON body (a push of 100 documents fits well within it). */
export const JSON_BODY_LIMIT = 1024 * 1024;

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Hands a signed Stripe event to an app's own webhook route, in-process (test mode's stand-in delivers so). */
export function deliverStripeEventTo(app: { request: (path: string, init: RequestInit) => Response | Promise<Response> }): DeliverEvent {
  return async (payload, signatureHeader) => {
    const res = await app.request('/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader },
      body: payload,
    });
    // Not accepted: the stand-in retries, like Stripe does.
    if (!res.ok) throw new Error(`Stripe webhook answered ${res.status}: ${await res.text()}`);
  };
}

export function createApp(input: AppInput) {
  const billing =
    input.billing ??
    createBilling({ env: input.env, db: input.database.db, now: input.now, deliver: (payload, signature) => deliverStripeEventTo(app)(payload, signature) });
  const deps: AppDeps = { ...observedDeps(input), storage: input.storage ?? createStorage(input.env), billing };
  // Route matching remembered per path: the route table keeps Hono on its slow router (app-router.ts).
  const app = new Hono<AppEnv>({ router: new RememberingRouter() });

  // Errors first, so every failure below answers in the one JSON shape.
  app.onError((err, c) => {
    if (err instanceof HTTPException) return err.getResponse();
    (c.var.log ?? deps.log).error({ err }, 'unhandled error');
    // Development and tests only (the check is not installed in production): the answer says what was wrong.
    if (err instanceof ResponseSchemaMismatch) return c.json({ error: { code: 'response_schema', message: err.message } }, 500);
    return c.json({ error: { code: 'internal', message: API_ERROR_MESSAGES.internal } }, 500);
  });
  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? c.json({ error: { code: 'not_found', message: API_ERROR_MESSAGES.notFound } }, 404)
      : c.text(API_ERROR_MESSAGES.notFound, 404),
  );

  // Outermost: every request gets its id, its log line and its place in the metrics, whatever answers it.
  app.use('*', requestLog(deps.log, deps.metrics));
  deps.bus.onDelivered((lagMs) => deps.metrics.busLag.observe(lagMs / 1000));
  // Next, so every text answer leaves compressed, error pages included (the live stream never is).
  app.use('*', compression());
  // Outside production every answer of a documented route is held to its documented schema: inside compression,
  // so it reads bodies as written, and outside errorRequestId, so refusals carry their request id (openapi/response-check.ts).
  const checkMode = responseCheckMode(deps.env);
  if (checkMode !== 'off') app.use('/api/*', checkResponses(checkMode, (mismatch) => deps.log.warn({ err: mismatch }, 'answer not as documented')));
  // Inside compression, so it reads error bodies as written.
  app.use('*', errorRequestId);
  // On every answer, pages and API alike: the CSP and hardening headers cost JSON nothing and guard the HTML.
  app.use('*', securityHeaders(deps.env.APP_ORIGIN));
  // Before anything reads the request: handlers put path and query values into queries as they are.
  // The edge middleware below carries its answers, so the OpenAPI document lists them on every route it guards.
  app.use(
    '/api/*',
    documented(wellFormedAddress, { answers: { 400: 'The address is not valid UTF-8 or holds control characters', 404: 'Not found' } }),
  );
  // Stripe's webhook before the session, same-origin and JSON-limit middleware: Stripe is the caller, the
  // signature over the raw body its only credential (routes/stripe-webhook.ts).
  app.route('/api/webhooks', stripeWebhookRoutes(deps));
  // Refuse cross-site and non-JSON writes before anything reads a body.
  app.use(
    '/api/*',
    documented(sameOriginWrites(deps.env.APP_ORIGIN), {
      methods: WRITES,
      answers: { 403: 'Cross-site request', 415: 'The body is not JSON' },
    }),
  );
  // Body limits count streamed (chunked) bytes too, so a body without Content-Length cannot slip past.
  // Multipart uploads are exempt: their routes stream the body with their own, larger limits (files/multipart-upload.ts).
  const tooLarge = (c: Context) => c.json({ error: { code: 'payload_too_large', message: 'The request body is too large.' } }, 413);
  const jsonBodyLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge });
  app.use(
    '/api/*',
    documented<MiddlewareHandler<AppEnv>>(
      async (c, next) => {
        if (c.req.method === 'GET' || c.req.method === 'HEAD' || isUploadRequest(c.req.path, c.req.header('content-type'))) return next();
        // A declared length is the length: Node's parser reads exactly that many bytes. Judged from the header,
        // the body stays untouched, and c.req.json() then reads it straight from the socket; bodyLimit() would
        // turn the request into a web Request and its stream first, which costs an empty pull a fifth of its time.
        const length = c.req.header('content-length');
        if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
          return Number.parseInt(length, 10) > JSON_BODY_LIMIT ? tooLarge(c) : next();
        }
        return jsonBodyLimit(c, next);
      },
      { methods: WRITES, answers: { 413: 'The body is over 1 MiB (uploads: over their own limit)' } },
    ),
  );
  // The viewer comes from the session cookie only; routes that need one refuse without. Sessions are cached for
  // a few seconds and dropped on every instance when they end (auth/session-cache.ts).
  const sessionCache = createSessionCache();
  deps.bus.onSessionsEnded((ended) => sessionCache.forget(ended));
  app.use('/api/*', async (c, next) => {
    c.set('viewer', await readViewer(c, deps.database.db, deps.now(), sessionCache, deps.sessionIdleMs));
    await next();
  });
  app.use(
    '/api/replication/*',
    documented(checkSchemaVersion, { answers: { 409: 'The device is on a schema version the server no longer takes: `schema_version`' } }),
  );

  // Built on first request, when every route below is registered: the document is read from the routes.
  let openApi: ReturnType<typeof buildOpenApi> | undefined;
  // One chain, so that the app's type (AppType) carries every route's input and answers: the PWA's typed client
  // (pwa/src/sync/api-client.ts) is checked against it.
  const routes = app
    .route('/api/health', healthRoutes(deps))
    .route('/api/figures', figureRoutes(deps))
    .route('/metrics', metricsRoutes(deps))
    .get(
      '/api/openapi.json',
      describeRoute({ summary: 'This document', tag: 'System', response: { type: 'application/json', schema: { type: 'object', description: 'An OpenAPI 3.1 document' } } }),
      async (c) => c.json(await (openApi ??= buildOpenApi(app))),
    )
    .route('/api/auth', authRoutes(deps))
    .route('/api/replication', replicationRoutes(deps))
    .route('/api/employers', employerRoutes(deps))
    .route('/api/company', companyRoutes(deps))
    .route('/api/company', companyTagRoutes(deps))
    .route('/api/jobs', jobRoutes(deps))
    .route('/api/job-pages', jobPageRoutes(deps))
    .route('/api/applications', applicationRoutes(deps))
    .route('/api/candidates', candidateRoutes(deps))
    .route('/api/account', accountRoutes(deps))
    .route('/api/verification', verificationRoutes(deps))
    .route('/api/files', fileRoutes(deps))
    .route('/api/support', supportRoutes(deps))
    .route('/api/interviews', interviewRoutes(deps))
    .route('/api/interviews', interviewScorecardRoutes(deps))
    .route('/api/search', searchRoutes(deps))
    .route('/api/alerts', alertRoutes(deps))
    .route('/api/insights', insightRoutes(deps))
    .route(TEST_INVOICE_PATH, testInvoicePageRoutes(deps))
    .route('/api', billingRoutes(deps));

  // A job's page carries the job in its head (link previews, search engines), built or not: before the files.
  app.route('/', jobPageHtmlRoutes(deps));
  const root = deps.env.STATIC_DIR;
  if (existsSync(root)) {
    app.use('/*', async (c, next) => {
      await next();
      // Vite names what is under /assets/ by content hash: a new build makes new names, so a year is safe. Everything
      // else (the page, the service worker, the manifest, icons) is revalidated, so an update is noticed.
      c.header('cache-control', c.req.path.startsWith('/assets/') && c.res.ok ? 'public, max-age=31536000, immutable' : 'no-cache');
    });
    // The build writes .br and .gz beside each text file (scripts/precompress.ts); a byte range is of the file as is.
    const encoded = serveStatic({ root, precompressed: true });
    const plain = serveStatic({ root });
    app.use('/*', (c, next) => (c.req.header('range') ? plain(c, next) : encoded(c, next)));
    // Every client route opens the SPA, which shows its own 404 for unknown paths. A missing hashed asset is a
    // plain 404: the page in its place would be cached for a year under the script's name. An unknown /api/
    // address is the API's 404 in the error shape (notFound above): a client must never parse the page as data.
    const page = serveStatic({ root, path: 'index.html', precompressed: true });
    app.get('*', (c, next) => (c.req.path.startsWith('/assets/') || c.req.path.startsWith('/api/') ? next() : page(c, next)));
  }
  return routes;
}

/** Every route of the app with its input and answers: what the PWA's typed client is checked against (types only). */
export type AppType = ReturnType<typeof createApp>;
