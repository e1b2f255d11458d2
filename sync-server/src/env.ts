/** process.env parsed once with zod: every setting the server reads, with its default. */
import { z } from 'zod';
import { iceServersSchema } from '@shared/schemas/interview-room.ts';
import { SLICE_CAP } from '@shared/catalog/limits.ts';
import { LOG_LEVELS } from './observability/logger.ts';

const ICE_SERVERS_EXAMPLE = `[{"urls":"turn:turn.example.com:3478","username":"u","credential":"p"}]`;

/** A Stripe key; set but empty (`STRIPE_SECRET_KEY=` in a .env file) counts as unset. */
const stripeKey = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().default('0.0.0.0'),
  /** Postgres connection string; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /**
   * What carries change announcements between instances (live/change-bus.ts): Postgres NOTIFY, or a NATS
   * or Redis server when many instances write more than one NOTIFY lock can pass (ARCHITECTURE.md, Live
   * updates). Every instance on one database must use the same.
   */
  CHANGE_BUS: z.enum(['postgres', 'nats', 'redis']).default('postgres'),
  NATS_URL: z.string().url().default('nats://127.0.0.1:4222'),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  /**
   * Most public documents of a sliced collection one device holds (slices/): jobs on a candidate's device,
   * profiles on an employer's. The rest is found by GET /api/search.
   */
  SLICE_CAP: z.coerce.number().int().min(1).max(100_000).default(SLICE_CAP),
  /**
   * Most GET /api/search requests one instance runs at once; the rest wait their turn, first come first served.
   * A search is CPU work in the database: with more at once each took longer (at 10 users on 1,000,000 jobs and
   * 2 cores, p99 about 1,100 ms unlimited, 700-860 ms at 4) and they held the connections pulls and pushes need.
   */
  SEARCH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /**
   * The demo marketplace (about 160 accounts with one shared password, printed at start): on by default in
   * development, off in production unless set to 1 on purpose. 0/false starts with an empty marketplace.
   */
  DEMO_DATA: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
  /** `production` requires APP_ORIGIN and SMTP_URL, and turns off what development gives away (see below). */
  NODE_ENV: z.string().optional(),
  /**
   * How answers are held to their documented schemas (openapi/response-check.ts): `strict` answers 500 on a
   * mismatch (test servers, and the default under NODE_ENV=test), `log` logs it and lets the answer through
   * (`npm run dev`: a documentation slip never fails a request), `off` checks nothing (the default otherwise:
   * `npm start` and production serve multi-megabyte pulls the check would parse again).
   */
  RESPONSE_CHECK: z.enum(['strict', 'log', 'off']).optional(),
  /**
   * Payments without Stripe keys: `test` runs the embedded test-mode stand-in (Stripe's test cards, no card is
   * charged; the default outside production), `off` takes no payments (the default in production, where test
   * cards would give paid plans away). With STRIPE_SECRET_KEY set, real Stripe takes them and this stays unset.
   */
  PAYMENTS_MODE: z.enum(['test', 'off']).optional(),
  /**
   * The public origin of the app, e.g. https://hiresync.example: every link in mail points there, and writes
   * must come from it. Kept as an origin (no path), so links are `${origin}/path`.
   */
  APP_ORIGIN: z
    .string()
    .url()
    .refine((v) => /^https?:$/.test(new URL(v).protocol) && ['', '/'].includes(new URL(v).pathname) && !new URL(v).search && !new URL(v).hash, {
      message: 'APP_ORIGIN must be an http(s) origin without a path, e.g. https://hiresync.example',
    })
    .transform((v) => new URL(v).origin)
    .optional(),
  /** Where the built PWA is served from. */
  STATIC_DIR: z.string().default('./dist'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /**
   * The bearer token GET /metrics asks for; unset, /metrics answers only requests from this machine that came
   * through no proxy (routes/metrics.ts).
   */
  METRICS_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
  /**
   * Real Stripe: the secret key (sk_live_/sk_test_), the publishable key the PWA's Payment Element needs and the
   * signing secret of the webhook endpoint (whsec_). Without the secret key the server runs its own Stripe
   * stand-in (test mode, no card is charged).
   */
  STRIPE_SECRET_KEY: stripeKey,
  STRIPE_PUBLISHABLE_KEY: stripeKey,
  STRIPE_WEBHOOK_SECRET: stripeKey,
  /**
   * SMTP server for mail, e.g. smtps://user:pass@smtp.example.com:465. Without it mail (sign-in codes and links)
   * goes to the log in development; production refuses to start without it.
   */
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  MAIL_FROM: z.string().default('HireSync <no-reply@hiresync.local>'),
  /**
   * Twilio account for SMS codes; without all three, SMS codes go to the log in development, and in production
   * phone sign-in codes are refused (503 sms_not_available) rather than logged.
   */
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_BASE: z.string().url().default('https://api.twilio.com'),
  /** Also write every logged mail and SMS as a JSON file here (development, browser tests). */
  OUTBOX_DIR: z.string().optional(),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (for per-address throttling). */
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  /** Key mixed into pattern hashes (a 4x4 pattern has few combinations); generated and stored when unset. */
  PATTERN_PEPPER: z.string().optional(),
  /**
   * The key ID documents are encrypted with at rest: 32 bytes in base64 (`openssl rand -base64 32`). Without it
   * one is generated at first use and kept in the database, shared by every instance on it.
   */
  FILE_ENCRYPTION_KEY: z
    .string()
    .trim()
    .refine((v) => /^[A-Za-z0-9+/]{43}=?$/.test(v) && Buffer.from(v, 'base64').length === 32, {
      message: 'FILE_ENCRYPTION_KEY must be 32 bytes in base64, e.g. the output of `openssl rand -base64 32`.',
    })
    .optional(),
  /**
   * S3-compatible object storage for uploaded files; without S3_BUCKET they go to `${DATA_DIR}/files`.
   * S3_ENDPOINT for non-AWS servers (MinIO, R2...), usually with S3_FORCE_PATH_STYLE=1. Without the key pair the
   * SDK's own credential chain is used (instance role, AWS_* variables).
   */
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  /**
   * E-mails of accounts that are support agents (comma-separated), marked at start and when such an account
   * signs up or in; it only adds (`npm run support-agent -- remove EMAIL` removes). Mostly for tests and demos.
   */
  /**
   * The video calls' ICE servers (issue 16): a JSON array of RTCIceServer, e.g. a TURN server such as coturn for
   * calls across networks; none are needed on one network. Invalid JSON stops the start with a clear message.
   */
  ICE_SERVERS: z
    .string()
    .default('[]')
    .transform((v, ctx) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(v.trim() || '[]');
      } catch {
        ctx.addIssue({ code: 'custom', message: `ICE_SERVERS is not valid JSON; give a JSON array of RTCIceServer, e.g. ${ICE_SERVERS_EXAMPLE}` });
        return z.NEVER;
      }
      const servers = iceServersSchema.safeParse(parsed);
      if (!servers.success) {
        ctx.addIssue({ code: 'custom', message: `ICE_SERVERS must be a JSON array of RTCIceServer objects ({ urls, username?, credential? }), e.g. ${ICE_SERVERS_EXAMPLE}` });
        return z.NEVER;
      }
      return servers.data;
    }),
  /**
   * coturn's `static-auth-secret` (`use-auth-secret`): the server hands each participant of an interview a TURN
   * credential of their own that expires when the interview's join window closes (interviews/turn-credentials.ts).
   */
  TURN_SECRET: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined),
  /** The TURN server's URLs for those credentials, comma-separated (`turn:host:3478,turns:host:5349`). */
  TURN_URLS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((u) => u.trim()).filter(Boolean))
    .refine((urls) => urls.every((u) => /^turns?:[^\s]+$/.test(u)), 'TURN_URLS must be turn: or turns: URLs, comma-separated (e.g. turn:turn.example.com:3478,turns:turn.example.com:5349).'),
  SUPPORT_AGENT_EMAILS: z
    .string()
    .default('')
    .transform((v) => [...new Set(v.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean))]),
});

const PRODUCTION_NEEDS_SMTP =
  'SMTP_URL is required when NODE_ENV=production: set it to your mail server (e.g. smtps://user:pass@smtp.example.com:465). ' +
  'Without it sign-in codes and links would be written to the log.';

const PRODUCTION_NEEDS_ORIGIN =
  'APP_ORIGIN is required when NODE_ENV=production: set it to the public origin of the app (e.g. https://hiresync.example). ' +
  'Links in mail are built only from it, never from the Host header of a request.';

/** A name for the listen address that a browser on this machine can open. */
function hostOf(listen: string): string {
  if (['', '0.0.0.0', '::', '[::]'].includes(listen)) return 'localhost';
  return listen.includes(':') && !listen.startsWith('[') ? `[${listen}]` : listen;
}

const settingsSchema = envSchema
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.APP_ORIGIN) ctx.addIssue({ code: 'custom', path: ['APP_ORIGIN'], message: PRODUCTION_NEEDS_ORIGIN });
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: PRODUCTION_NEEDS_SMTP });
    if (env.STRIPE_SECRET_KEY && env.PAYMENTS_MODE) {
      ctx.addIssue({ code: 'custom', path: ['PAYMENTS_MODE'], message: 'PAYMENTS_MODE is for a server without Stripe keys; unset it when STRIPE_SECRET_KEY is set.' });
    }
    // A half-made S3 setting must not silently fall back to the disk.
    const s3Given = [env.S3_ENDPOINT, env.S3_REGION, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY].some((v) => v !== undefined);
    if (s3Given && !env.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET is required when other S3_* settings are given.' });
    // Half a Stripe setup would take cards it cannot show a form for, or miss every webhook: refuse to start.
    if (env.STRIPE_SECRET_KEY) {
      for (const key of ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when STRIPE_SECRET_KEY is set.` });
      }
    }
    // One without the other would hand out credentials for no server, or a server without credentials.
    if (env.TURN_SECRET && !env.TURN_URLS.length) ctx.addIssue({ code: 'custom', path: ['TURN_URLS'], message: 'TURN_URLS is required when TURN_SECRET is set.' });
    if (!env.TURN_SECRET && env.TURN_URLS.length) ctx.addIssue({ code: 'custom', path: ['TURN_SECRET'], message: 'TURN_SECRET is required when TURN_URLS is set.' });
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.' });
    }
  })
  .transform((env) => ({
    ...env,
    DEMO_DATA: env.DEMO_DATA ?? env.NODE_ENV !== 'production',
    /** Who takes payments (billing/billing.ts): real Stripe, the test-mode stand-in, or nobody. */
    paymentsMode: env.STRIPE_SECRET_KEY ? ('stripe' as const) : (env.PAYMENTS_MODE ?? (env.NODE_ENV === 'production' ? 'off' : 'test')),
    /** In production a code is never written to the log: without Twilio, SMS codes are refused instead. */
    smsToLog: env.NODE_ENV !== 'production',
    /**
     * Where links in mail point: APP_ORIGIN, or in development the server's own listen address. Never taken from
     * a request: its Host header is whatever the one asking for a mail (maybe for someone else) sends.
     */
    publicOrigin: env.APP_ORIGIN ?? `http://${hostOf(env.HOST)}:${env.PORT}`,
    /** The broker to open the database with (db/client.ts); none for Postgres NOTIFY. */
    broker: env.CHANGE_BUS === 'postgres' ? undefined : { kind: env.CHANGE_BUS, url: env.CHANGE_BUS === 'nats' ? env.NATS_URL : env.REDIS_URL },
  }));

export type Env = z.infer<typeof settingsSchema>;

/**
 * Parse an environment (process.env by default); throws with every problem listed, so the server refuses to
 * start on a bad setting (among them production without APP_ORIGIN).
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // A setting given as empty (`KEY=` in an .env file, `KEY: ${KEY:-}` in compose.yaml) is a setting not given.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = settingsSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new Error(`Invalid server settings:\n${problems.join('\n')}`);
  }
  return parsed.data;
}
