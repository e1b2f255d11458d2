/**
 * A real app on a real database for server tests: PGlite in memory by default, or a fresh schema of the
 * Postgres at DATABASE_URL. Clients keep their own session cookie, like a browser.
 */
import { allBackgroundWorkDone } from '../slices/background-work.ts';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { createApp, deliverStripeEventTo } from '../app.ts';
import { createBilling, type DeliverEvent } from '../billing/billing.ts';
import type { AppDeps } from '../context.ts';
import type { BrokerSettings } from '../bus/broker.ts';
import { openDatabase } from '../db/client.ts';
import { parseEnv } from '../env.ts';
import { createStorage } from '../files/create-storage.ts';
import { createChangeBus } from '../live/change-bus.ts';
import { observedDeps } from '../observed-deps.ts';
import type { Logger } from '../observability/logger.ts';
import { createCaptureTransport, type CaptureTransport } from './capture-transport.ts';
import { pgliteTemplate } from './pglite-template.ts';
import { cookieHeaderOf, takeSetCookies } from './cookie-jar.ts';

export const TEST_ORIGIN = 'http://localhost';

/** A test app and what it is made of. */
export interface TestServer {
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  /** Settable clock. */
  clock: { now: Date };
  /** Every mail and SMS the app sent. */
  outbox: CaptureTransport;
  /**
   * Where test mode's Stripe stand-in sends its signed events: the app's own webhook route. A test may replace
   * `deliver` to hold events back and hand them on later, in another order (`forward` is the original).
   */
  stripeEvents: { deliver: DeliverEvent; forward: DeliverEvent };
  client(): TestClient;
  close(): Promise<void>;
}

/** Open a test database: memory PGlite, or a new schema on `url` (DATABASE_URL unless given); `bus`: a broker. */
export async function openTestDatabase(url = process.env.DATABASE_URL, bus?: BrokerSettings) {
  const schema = url ? `t_${randomUUID().replace(/-/g, '').slice(0, 16)}` : undefined;
  const database = await openDatabase(url ? { url, schema, bus } : { dataDir: 'memory://', bus, pglite: await pgliteTemplate() });
  const close = async () => {
    await database.close();
    if (url && schema) {
      const admin = postgres(url, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop schema if exists "${schema}" cascade`);
      await admin.end();
    }
  };
  return { database, schema, url, close };
}

/**
 * `env` adds settings to the test defaults (e.g. APP_ORIGIN); `databaseUrl` stands in for DATABASE_URL;
 * `options.sliceCap` makes devices' slices small (slices/); `options.log` is a logger whose lines the test reads;
 * `options.sessionIdleMs` turns the sessions' idle timeout on (off by default here).
 */
export async function createTestServer(
  env: Record<string, string> = {},
  databaseUrl = process.env.DATABASE_URL,
  options: { sliceCap?: number; log?: Logger; sessionIdleMs?: number } = {},
): Promise<TestServer> {
  const { database, close: closeDatabase } = await openTestDatabase(databaseUrl, parseEnv({ STATIC_DIR: '/nonexistent', ...env }).broker);
  const bus = await createChangeBus(database);
  const clock = { now: new Date('2026-11-02T10:00:00.000Z') };
  const outbox = createCaptureTransport();
  // Uploaded files go to a directory of this server's own (`${DATA_DIR}/files`), removed on close.
  const tempDataDir = env.DATA_DIR ? undefined : await mkdtemp(join(tmpdir(), 'hiresync-test-'));
  const settings = parseEnv({ DEMO_DATA: '0', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent', TRUST_PROXY: '1', DATA_DIR: tempDataDir, ...(env.NODE_ENV === 'production' ? {} : { RESPONSE_CHECK: 'strict' }), ...env });
  const now = () => new Date(clock.now);
  const forward: DeliverEvent = (payload, signature) => deliverStripeEventTo(app)(payload, signature);
  const stripeEvents = { deliver: forward, forward };
  // The stand-in (started on first use) runs on the test clock; keeps its state in memory.
  const billing = createBilling({ env: settings, db: database.db, now, deliver: (payload, signature) => stripeEvents.deliver(payload, signature) });
  const deps: AppDeps = observedDeps({
    database,
    bus,
    // TRUST_PROXY: each test client sends its own X-Forwarded-For, so per-address throttles see separate people.
    env: settings,
    now,
    transport: outbox,
    storage: createStorage(settings),
    billing,
    ...(options.sliceCap === undefined ? {} : { sliceCap: options.sliceCap }),
    ...(options.log ? { log: options.log } : {}),
    // Many tests move the clock weeks ahead between requests (trials, billing periods, purges): sessions have no
    // idle timeout here unless a test asks for it (auth/session-lifetime.test.ts); the 30 days still hold.
    sessionIdleMs: options.sessionIdleMs ?? null,
  });
  const app = createApp(deps);
  return {
    deps,
    app,
    clock,
    outbox,
    stripeEvents,
    client: () => new TestClient(app, outbox),
    async close() {
      // Slices being made or refreshed for this server's users (sign-ins, profile edits) finish on its database.
      await allBackgroundWorkDone();
      await billing.close();
      await bus.close();
      await closeDatabase();
      if (tempDataDir) await rm(tempDataDir, { recursive: true, force: true });
    },
  };
}

/** The password test users get (passes the sign-up rules and the common-password check). */
export const TEST_PASSWORD = 'Passw0rdX';

let addressCount = 0;

/**
 * A browser-like client: keeps its cookies, sends JSON from the app's origin, and comes from an address of its
 * own (X-Forwarded-For, honoured by test servers). Give it the app's capture transport to sign up.
 */
export class TestClient {
  readonly jar = new Map<string, string>();
  readonly address = `198.51.${Math.floor(addressCount / 250) % 250}.${(addressCount++ % 250) + 1}`;
  constructor(
    private readonly app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> },
    private readonly outbox?: CaptureTransport,
  ) {}

  /** The Cookie header this client sends; setting it replaces every cookie (e.g. to replay a captured one). */
  get cookie(): string {
    return cookieHeaderOf(this.jar);
  }
  set cookie(header: string) {
    this.jar.clear();
    for (const pair of header.split(';')) {
      const at = pair.indexOf('=');
      if (at > 0) this.jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await this.app.request(`${TEST_ORIGIN}${path}`, {
      method,
      headers: {
        origin: TEST_ORIGIN,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        [`x-schema-version`]: String(SCHEMA_VERSION),
        'x-forwarded-for': this.address,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    takeSetCookies(this.jar, res);
    const text = await res.text();
    // Slice refreshes a write started in the background are done before the test goes on: a refresh is a
    // transaction, and while it runs a pull holds back what others commit (the horizon), which a test pulling
    // at once would take for a missing row. Devices hear of those rows once the horizon passes (change-bus.ts).
    await allBackgroundWorkDone();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = text;
    }
    return { status: res.status, json: json as any, headers: res.headers };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body ?? {});
  put = (path: string, body?: unknown) => this.request('PUT', path, body ?? {});

  /** Sign up a new user of a role the way the landing dialog does (code by mail, then register); returns the user. */
  async signUp(userType: 'candidate' | 'employer', email = `${userType}-${randomUUID().slice(0, 8)}@example.com`) {
    if (!this.outbox) throw new Error('signUp needs the app’s capture transport: new TestClient(app, outbox)');
    const sent = await this.post('/api/auth/send-otp', { email });
    if (sent.status !== 200) throw new Error(`send-otp failed: ${sent.status} ${JSON.stringify(sent.json)}`);
    const res = await this.post('/api/auth/register', {
      firstName: userType === 'candidate' ? 'Casey' : 'Erin',
      lastName: userType === 'candidate' ? 'Candidate' : 'Employer',
      email,
      password: TEST_PASSWORD,
      userType,
      otp: this.outbox.lastCode(email.trim().toLowerCase()),
    });
    if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json.user as { id: string; email: string; userType: string };
  }

  pull(collection: string, checkpoint: unknown = null, limit = 1000) {
    return this.post(`/api/replication/${collection}/pull`, { checkpoint, limit });
  }

  push(collection: string, rows: unknown[]) {
    return this.post(`/api/replication/${collection}/push`, rows);
  }

  /** Pull everything from scratch, following checkpoints; returns the documents by id. */
  async pullAll(collection: string): Promise<Map<string, Record<string, unknown>>> {
    const docs = new Map<string, Record<string, unknown>>();
    let checkpoint: unknown = null;
    for (;;) {
      const res = await this.pull(collection, checkpoint, 500);
      if (res.status !== 200) throw new Error(`pull ${collection}: ${res.status} ${JSON.stringify(res.json)}`);
      for (const d of res.json.documents) {
        if (d._deleted) docs.delete(d.id);
        else docs.set(d.id, d);
      }
      checkpoint = res.json.checkpoint;
      if (res.json.documents.length < 500) return docs;
    }
  }
}
