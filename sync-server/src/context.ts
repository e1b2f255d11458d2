/** What every route handler may use: the database, the change bus, the settings, and the viewer of the request. */
import type { Viewer } from './auth/sessions.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { ChangeBus } from './live/change-bus.ts';
import type { Transport } from './delivery/transport.ts';
import type { FileStorage } from './files/storage.ts';
import type { Billing } from './billing/billing.ts';
import type { Logger, RequestLogger } from './observability/logger.ts';
import type { Metrics } from './observability/metrics.ts';

/** The server's dependencies, made once at start. */
export interface AppDeps {
  database: Database;
  bus: ChangeBus;
  env: Env;
  /** The clock; tests pass their own. */
  now: () => Date;
  /** Mail and SMS; made from the settings when absent. Tests pass one that captures messages. */
  transport?: Transport;
  /** Where uploaded files' bytes live (files/create-storage.ts); tests get a temporary directory. */
  storage: FileStorage;
  /** Stripe, or test mode's stand-in of it (billing/billing.ts); made by createApp when absent. */
  billing: Billing;
  /** Most documents per sliced collection on one device (the SLICE_CAP setting when absent); tests make it small. */
  sliceCap?: number;
  /** The instance's logger (LOG_LEVEL); a request's handlers use `c.var.log`, its child with the request id. */
  log: Logger;
  /** The instance's Prometheus metrics (GET /metrics). */
  metrics: Metrics;
  /** Sessions' idle timeout: SESSION_IDLE_MS when absent; null (none) only for tests whose clock jumps weeks. */
  sessionIdleMs?: number | null;
}

/** What createApp takes: the storage, billing, logger and metrics are made from the settings when absent. */
export type AppInput = Omit<AppDeps, 'storage' | 'billing' | 'log' | 'metrics'> & { storage?: FileStorage; billing?: Billing; log?: Logger; metrics?: Metrics };

/** Hono's typing of our context variables. */
export interface AppEnv {
  Variables: {
    viewer: Viewer | null;
    /** This request's id (middleware/request-log.ts): the X-Request-Id answered and in its log lines. */
    requestId: string;
    /** The instance's logger with this request's id on every line (made on its first line). */
    log: RequestLogger;
  };
}
