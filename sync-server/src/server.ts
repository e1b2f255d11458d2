/**
 * Starts and stops one server instance: database, change bus, demo data, HTTP. `index.ts` calls it for
 * `npm start`; tests and the benchmark call it to run real instances on ports of their own.
 */
import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { createApp, deliverStripeEventTo } from './app.ts';
import { createBilling } from './billing/billing.ts';
import { observedDeps } from './observed-deps.ts';
import type { Logger } from './observability/logger.ts';
import type { AppDeps } from './context.ts';
import { openDatabase, type Database } from './db/client.ts';
import type { Transport } from './delivery/transport.ts';
import { parseEnv, type Env } from './env.ts';
import { createStorage } from './files/create-storage.ts';
import type { FileStorage } from './files/storage.ts';
import { trackShutdown } from './http-shutdown.ts';
import { alertChannels, alertJobHandlers, ensureDigestRound } from './alerts/alert-jobs.ts';
import { interviewJobHandlers } from './interviews/interview-jobs.ts';
import { startJobPoller } from './jobs/scheduled-jobs.ts';
import { sliceJobHandlers } from './slices/slice-refresh-job.ts';
import { viewedPinJobHandlers } from './slices/viewed-pins.ts';
import { screeningJobHandlers } from './screening/knockout-job.ts';
import { templateSendJobHandlers } from './routes/template-send.ts';
import { createChangeBus } from './live/change-bus.ts';
import { openStreams } from './live/sse.ts';
import { applySupportAgentEmails } from './support/agents.ts';
import { scheduleIdDocumentPurge } from './verification/purge-schedule.ts';
import { autovacuumRuns, scheduleStatisticsUpkeep } from './db/statistics-upkeep.ts';
import { allBackgroundWorkDone } from './slices/background-work.ts';

/**
 * How long a stop waits for requests being answered before it cuts them: below the 30 s a container platform
 * gives between SIGTERM and SIGKILL, so the database is still closed cleanly.
 */
export const SHUTDOWN_DEADLINE_MS = 10_000;

type FetchHandler = (request: Request, env: unknown) => Response | Promise<Response>;

/**
 * How long a client may take to send a request: a slow sender (slowloris) must not hold a connection forever.
 * Receiving only: a long-lived answer (the live and signaling streams) is not cut by these.
 * - headers: a browser sends them in one go; 20 s covers a poor mobile link.
 * - request: the headers and the whole body. 120 s takes the largest upload (10 MB) at 0.7 Mbit/s.
 * - keepAlive: an idle kept-alive connection closes after this (Node's default, made explicit); behind a
 *   proxy that keeps idle connections longer, raise it above the proxy's.
 * - checkInterval: how often Node looks for requests past those limits, so a limit may be exceeded by this much.
 */
export interface RequestTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
  checkIntervalMs: number;
}
export const REQUEST_TIMEOUTS: RequestTimeouts = { headersMs: 20_000, requestMs: 120_000, keepAliveMs: 5_000, checkIntervalMs: 5_000 };

/** What a caller may bring instead of what the settings would make. */
export interface StartOptions {
  /** An open database (tests: a fresh Postgres schema); by default opened from the settings. Stop closes it. */
  database?: Database;
  /** Mail and SMS (tests and the benchmark capture codes); by default made from the settings. */
  transport?: Transport;
  /** File storage (tests: a temporary directory or a test S3 server); by default made from the settings. */
  storage?: FileStorage;
  /** Wraps the app's fetch handler (tests: a route that waits on a promise the test holds). */
  wrapFetch?: (fetch: FetchHandler) => FetchHandler;
  /** The logger (tests and the benchmark: one writing where they read); by default LOG_LEVEL's, on stdout. */
  log?: Logger;
  shutdownDeadlineMs?: number;
  /** Tests: short limits, so a slow sender is cut in a fraction of a second (REQUEST_TIMEOUTS by default). */
  timeouts?: Partial<RequestTimeouts>;
}

/** A running instance. */
export interface RunningServer {
  port: number;
  url: string;
  deps: AppDeps;
  /** Graceful stop (see http-shutdown.ts), then the change bus and the database; repeated calls share it. */
  stop(): Promise<void>;
}

/** Start an instance with the given settings (process.env by default). */
export async function startServer(env: Env = parseEnv(), options: StartOptions = {}): Promise<RunningServer> {
  const database = options.database ?? (await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR, bus: env.broker }));
  await applySupportAgentEmails(database.db, env.SUPPORT_AGENT_EMAILS, new Date());
  const bus = await createChangeBus(database);
  const storage = options.storage ?? createStorage(env);
  const now = () => new Date();
  const billing = createBilling({
    env,
    db: database.db,
    now,
    deliver: (payload, signature) => deliverStripeEventTo(app)(payload, signature),
    // Test mode keeps its Stripe customers and subscriptions beside the database, across restarts.
    statePath: join(env.DATA_DIR, 'stripe-test-mode.json'),
  });
  const deps: AppDeps = observedDeps({ database, bus, env, now, transport: options.transport, storage, billing, log: options.log });
  const app = createApp(deps);
  // Test mode: the stand-in and the plans' prices now, so the first checkout does not wait (and a problem shows
  // at start). Real Stripe connects on first use: a start must not depend on Stripe being reachable.
  if (billing.provider === 'test') {
    await billing.connect().catch(async (err: unknown) => {
      await billing.close();
      await bus.close();
      await database.close();
      throw err;
    });
  }
  const appFetch = options.wrapFetch?.(app.fetch) ?? app.fetch;
  const timeouts = { ...REQUEST_TIMEOUTS, ...options.timeouts };
  const server = createAdaptorServer({
    fetch: (request, bindings) => handle(request, bindings),
    serverOptions: { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
  }) as Server;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  // Tracked before it listens, so no request escapes the shutdown's count.
  const shutdown = trackShutdown(server);
  const endStreams = () => {
    for (const close of openStreams) close();
  };
  const handle: FetchHandler = async (request, bindings) => {
    const response = await appFetch(request, bindings);
    // A stream opened on a kept-alive connection after the stop began registers only now: end it too.
    if (shutdown.isClosing) endStreams();
    return response;
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch(async (err: unknown) => {
    // A taken port must not leave the database open behind the thrown error.
    await billing.close();
    await bus.close();
    await database.close();
    throw err;
  });
  const purge = scheduleIdDocumentPurge(database.db, storage, { now: deps.now, log: deps.log });
  // The embedded database, or a Postgres with autovacuum off, has nothing else keep the planner's statistics.
  const keepsStatistics = database.kind === 'postgres' && (await autovacuumRuns(database.db).catch(() => false));
  const statistics = keepsStatistics ? undefined : scheduleStatisticsUpkeep(database.db, { log: deps.log });
  // Interview reminders and mails, slice refreshes: every instance polls, each job is claimed by one (jobs/scheduled-jobs.ts).
  await ensureDigestRound(database.db, deps.now());
  const alerts = alertJobHandlers(alertChannels(deps));
  const jobs = startJobPoller(database.db, { ...interviewJobHandlers(deps), ...sliceJobHandlers, ...viewedPinJobHandlers, ...screeningJobHandlers, ...templateSendJobHandlers(deps), ...alerts }, { now: deps.now, log: deps.log });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  let stopping: Promise<void> | undefined;
  return {
    port,
    url: `http://localhost:${port}`,
    deps,
    stop() {
      stopping ??= (async () => {
        const closed = shutdown.close(options.shutdownDeadlineMs ?? SHUTDOWN_DEADLINE_MS);
        // Live streams never finish on their own; ended, their sockets close like any finished response.
        endStreams();
        const { forced } = await closed;
        if (forced > 0) deps.log.warn({ forced }, 'Stopped with requests still unanswered after the deadline');
        await purge.stop();
        await statistics?.stop();
        await jobs.stop();
        await allBackgroundWorkDone();
        await billing.close();
        await bus.close();
        await database.close();
      })();
      return stopping;
    },
  };
}
