/**
 * A real app on a real database for server tests: PGlite in memory by default, or a fresh schema of the
 * Postgres at DATABASE_URL. Clients keep their own session cookie, like a browser.
 */
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { createApp } from '../app.ts';
import type { AppDeps } from '../context.ts';
import { openDatabase } from '../db/client.ts';
import { parseEnv } from '../env.ts';
import { createChangeBus } from '../replication/change-bus.ts';

export const TEST_ORIGIN = 'http://localhost';

/** A test app and what it is made of. */
export interface TestServer {
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  /** Settable clock. */
  clock: { now: Date };
  client(): TestClient;
  close(): Promise<void>;
}

/** Open a test database: memory PGlite, or a new schema on DATABASE_URL. */
export async function openTestDatabase() {
  const url = process.env.DATABASE_URL;
  const schema = url ? `t_${randomUUID().replace(/-/g, '').slice(0, 16)}` : undefined;
  const database = await openDatabase(url ? { url, schema } : { dataDir: 'memory://' });
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

export async function createTestServer(): Promise<TestServer> {
  const { database, close: closeDatabase } = await openTestDatabase();
  const bus = await createChangeBus(database);
  const clock = { now: new Date('2026-11-02T10:00:00.000Z') };
  const deps: AppDeps = {
    database,
    bus,
    env: parseEnv({ DEMO_DATA: '0', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent' }),
    now: () => new Date(clock.now),
  };
  const app = createApp(deps);
  return {
    deps,
    app,
    clock,
    client: () => new TestClient(app),
    async close() {
      await bus.close();
      await closeDatabase();
    },
  };
}

/** A browser-like client: keeps the session cookie, sends JSON from the app's origin. */
export class TestClient {
  cookie = '';
  constructor(private readonly app: { request: (path: string, init?: RequestInit) => Response | Promise<Response> }) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await this.app.request(`${TEST_ORIGIN}${path}`, {
      method,
      headers: {
        origin: TEST_ORIGIN,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        [`x-schema-version`]: String(SCHEMA_VERSION),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    if (set) {
      const pair = set.split(';')[0]!;
      this.cookie = pair.endsWith('=') ? '' : pair;
    }
    const text = await res.text();
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

  /** Sign up a new user of a role; returns the user. */
  async signUp(userType: 'candidate' | 'employer', email = `${userType}-${randomUUID().slice(0, 8)}@example.com`) {
    const res = await this.post('/api/auth/signup', {
      firstName: userType === 'candidate' ? 'Casey' : 'Erin',
      lastName: userType === 'candidate' ? 'Candidate' : 'Employer',
      email,
      password: 'Passw0rdX',
      userType,
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
