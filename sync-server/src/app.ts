/**
 * The Hono app: middleware in order, then the routes. Made by a function so tests and several instances can
 * each have their own on their own database connection.
 */
import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { readViewer } from './auth/sessions.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { checkSchemaVersion } from './middleware/schema-version.ts';
import { sameOriginWrites } from './middleware/same-origin-writes.ts';
import { accountRoutes } from './routes/account.ts';
import { applicationRoutes } from './routes/applications.ts';
import { authRoutes } from './routes/auth.ts';
import { candidateRoutes } from './routes/candidates.ts';
import { employerRoutes } from './routes/employers.ts';
import { healthRoutes } from './routes/health.ts';
import { jobRoutes } from './routes/jobs.ts';
import { buildOpenApi } from './routes/openapi.ts';
import { replicationRoutes } from './routes/replication.ts';
import { verificationRoutes } from './routes/verification.ts';

/** Largest JSON body (a push of 100 documents fits well within it). */
export const JSON_BODY_LIMIT = 1024 * 1024;

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // Errors first, so every failure below answers in the one JSON shape.
  app.onError((err, c) => {
    if (err instanceof HTTPException) return err.getResponse();
    console.error(err);
    return c.json({ error: { code: 'internal', message: 'Something went wrong on our side.' } }, 500);
  });
  app.notFound((c) =>
    c.req.path.startsWith('/api/') ? c.json({ error: { code: 'not_found', message: 'Not found' } }, 404) : c.text('Not found', 404),
  );

  app.use('*', secureHeaders({ crossOriginEmbedderPolicy: false, contentSecurityPolicy: undefined }));
  // Refuse cross-site and non-JSON writes before anything reads a body.
  app.use('/api/*', sameOriginWrites(deps.env.APP_ORIGIN));
  // Body limits count streamed (chunked) bytes too, so a body without Content-Length cannot slip past.
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: (c) => c.json({ error: { code: 'payload_too_large', message: 'The request body is too large.' } }, 413),
    }),
  );
  // The viewer comes from the session cookie only; routes that need one refuse without.
  app.use('/api/*', async (c, next) => {
    c.set('viewer', await readViewer(c, deps.database.db, deps.now()));
    await next();
  });
  app.use('/api/replication/*', checkSchemaVersion);

  app.route('/api/health', healthRoutes(deps));
  app.get('/api/openapi.json', (c) => c.json(buildOpenApi()));
  app.route('/api/auth', authRoutes(deps));
  app.route('/api/replication', replicationRoutes(deps));
  app.route('/api/employers', employerRoutes(deps));
  app.route('/api/jobs', jobRoutes(deps));
  app.route('/api/applications', applicationRoutes(deps));
  app.route('/api/candidates', candidateRoutes(deps));
  app.route('/api/account', accountRoutes(deps));
  app.route('/api/verification', verificationRoutes(deps));

  const root = deps.env.STATIC_DIR;
  if (existsSync(root)) {
    app.use('/*', async (c, next) => {
      // The service worker and the page must be revalidated so an update is noticed.
      await next();
      if (/\/(sw\.js|index\.html)?$/.test(c.req.path) || c.req.path === '/') c.header('cache-control', 'no-cache');
    });
    app.use('/*', serveStatic({ root }));
    // Every client route opens the SPA, which shows its own 404 for unknown paths.
    app.get('*', serveStatic({ root, path: 'index.html' }));
  }
  return app;
}

export type AppType = ReturnType<typeof createApp>;
