/**
 * The live stream over real Server-Sent Events from the app: it opens with `resync`, names the collections a
 * change touched for the users who may see it and nobody else, and refuses stale apps and signed-out callers.
 */
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { createTestServer, TEST_ORIGIN, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, signUpCandidate, signUpEmployer } from '../test-support/world.ts';
import { changeBusCases, changeBusEnv } from '../test-support/change-buses.ts';
import { changedCollections, readSse, type SseEvent } from '../test-support/sse.ts';
import { readRow, writeRow } from '../store/rows.ts';
import { openStreams } from '../live/sse.ts';

const BUSES = await changeBusCases();
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

/** Open the stream as a browser's EventSource would. */
async function openStream(client: TestClient | null, { query = '', headers = {} as Record<string, string> } = {}) {
  const res = await server.app.request(`${TEST_ORIGIN}/api/replication/stream${query}`, {
    headers: { ...(client?.cookie ? { cookie: client.cookie } : {}), ...headers },
  });
  return { res, ...(res.status === 200 ? readSse(res) : { events: [], waitFor: () => Promise.reject(new Error(`status ${res.status}`)), close: async () => {} }) };
}

const names = (events: SseEvent[]) => new Set(events.flatMap(changedCollections));

// Every bus carries the same announcements (issue 18): the stream's behaviour must not depend on which.
for (const bus of BUSES) {
  describe.skipIf(bus.skip)(`the replication stream over ${bus.name}`, () => {
    let outer: TestServer | undefined;
    beforeAll(async () => {
      if (!bus.broker) return;
      outer = server;
      server = await createTestServer(changeBusEnv(bus));
    });
    afterAll(async () => {
      if (!outer) return;
      await server.close();
      server = outer;
    });

    it('opens with resync as an event stream, and closing it unsubscribes', async () => {
      const { client } = await signUpCandidate(server);
      const before = openStreams.size;
      const stream = await openStream(client, { headers: { 'x-schema-version': String(SCHEMA_VERSION) } });
      expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await stream.waitFor((e) => e.event === 'resync');
      expect(stream.events[0]).toEqual({ event: 'resync', data: '[]' });
      expect(openStreams.size).toBe(before + 1);
      await stream.close();
      for (let i = 0; i < 100 && openStreams.size > before; i++) await new Promise((r) => setTimeout(r, 10));
      expect(openStreams.size).toBe(before);
    });

    it("a job an employer posts wakes a candidate's stream naming jobs", async () => {
      const candidate = await signUpCandidate(server);
      const employer = await signUpEmployer(server);
      const stream = await openStream(candidate.client, { query: `?v=${SCHEMA_VERSION}` });
      await stream.waitFor((e) => e.event === 'resync');
      await postJob(employer.client);
      await stream.waitFor((e) => changedCollections(e).includes('jobs'));
      await stream.close();
    });

    it.runIf(!!process.env.DATABASE_URL)('names a change only once a pull can serve it, while another transaction runs on the server', async () => {
      const candidate = await signUpCandidate(server);
      const employer = await signUpEmployer(server);
      const stream = await openStream(candidate.client, { query: `?v=${SCHEMA_VERSION}` });
      await stream.waitFor((e) => e.event === 'resync');
      // The device has synced: its slice exists, so a pull only reads changes.
      const before = await candidate.client.pull('jobs', null, 500);
      expect(before.status).toBe(200);
      // Another connection (any database of the server) holds a transaction with an id open across the write.
      const other = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
      try {
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        const held = other.begin(async (tx) => {
          await tx`select pg_current_xact_id()`;
          await released;
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
        const heard = stream.events.length;
        const job = await postJob(employer.client);
        // The device pulls the moment it hears of the change, as the PWA does.
        const pulled = (async () => {
          await stream.waitFor((e, i) => i >= heard && changedCollections(e).includes('jobs'));
          const res = await candidate.client.pull('jobs', before.json.checkpoint, 500);
          return res.json.documents.map((d: { id: string }) => d.id) as string[];
        })();
        await new Promise((resolve) => setTimeout(resolve, 200));
        release();
        await held;
        expect(await pulled).toContain(job.id);
      } finally {
        await other.end();
        await stream.close();
      }
    });

    it("an application to employer A reaches A's stream and not what B may not see", async () => {
      const a = await signUpEmployer(server);
      const b = await signUpEmployer(server);
      const job = await postJob(a.client);
      const candidate = await signUpCandidate(server);
      const streamA = await openStream(a.client, { query: `?v=${SCHEMA_VERSION}` });
      const streamB = await openStream(b.client, { query: `?v=${SCHEMA_VERSION}` });
      await Promise.all([streamA.waitFor((e) => e.event === 'resync'), streamB.waitFor((e) => e.event === 'resync')]);
      await applyTo(candidate.client, job.id);
      await streamA.waitFor(() => ['applications', 'notifications', 'jobs'].every((c) => names(streamA.events).has(c)));
      // A public change B receives, after it (another company's profile): once B hears of that, it has heard
      // everything before it. A's job is no barrier: an employer is not sent other employers' jobs (store/audience.ts).
      await signUpEmployer(server);
      await streamB.waitFor((e) => changedCollections(e).includes('employers'));
      await new Promise((r) => setTimeout(r, 100));
      expect(names(streamB.events).has('applications')).toBe(false);
      expect(names(streamB.events).has('notifications')).toBe(false);
      await Promise.all([streamA.close(), streamB.close()]);
    });

    it("a candidate's profile change wakes employers' streams, not other candidates'", async () => {
      const employer = await signUpEmployer(server);
      const other = await signUpCandidate(server);
      const streamE = await openStream(employer.client, { query: `?v=${SCHEMA_VERSION}` });
      const streamC = await openStream(other.client, { query: `?v=${SCHEMA_VERSION}` });
      await Promise.all([streamE.waitFor((e) => e.event === 'resync'), streamC.waitFor((e) => e.event === 'resync')]);
      // Announcements arrive in commit order, after the commit: the other candidate's own sign-up writes may still be
      // on their way when its stream opens. A public change first: once it is heard, everything before it was too.
      await postJob(employer.client);
      await streamC.waitFor((e) => changedCollections(e).includes('jobs'));
      const heardBefore = streamC.events.length;
      await signUpCandidate(server);
      await streamE.waitFor((e) => changedCollections(e).includes('candidates'));
      // A public change after it: once the other candidate hears of that, it would have heard the profile too.
      await postJob(employer.client);
      await streamC.waitFor((e, i) => i >= heardBefore && changedCollections(e).includes('jobs'));
      await new Promise((r) => setTimeout(r, 100));
      expect(names(streamC.events.slice(heardBefore)).has('candidates')).toBe(false);
      await Promise.all([streamE.close(), streamC.close()]);
    });

    it('a candidate with 1000 employers holding contact access can still be written, and only readers hear of it', async () => {
      const reader = await signUpEmployer(server);
      const outsider = await signUpEmployer(server);
      const candidate = await signUpCandidate(server, { isOpenToEmployers: false });
      // Contact grants as 1000 applications would leave them: user ids as long as real ones.
      const stored = (await readRow(server.deps.database.db, 'candidates', candidate.profile.id))!;
      const readers = [...Array.from({ length: 999 }, (_, i) => `${crypto.randomUUID()}-${i}`), reader.user.id];
      await server.deps.database.db.transaction((tx) => writeRow(tx, 'candidates', { ...stored, readerUserIds: readers }, new Date()));

      const streamR = await openStream(reader.client, { query: `?v=${SCHEMA_VERSION}` });
      const streamO = await openStream(outsider.client, { query: `?v=${SCHEMA_VERSION}` });
      await Promise.all([streamR.waitFor((e) => e.event === 'resync'), streamO.waitFor((e) => e.event === 'resync')]);
      const profile = (await candidate.client.pullAll('candidates')).get(candidate.profile.id)!;
      const res = await candidate.client.push('candidates', [{ assumedMasterState: profile, newDocumentState: { ...profile, title: 'Staff engineer' } }]);
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ conflicts: [], refused: [] });
      expect((await reader.client.pullAll('candidates')).get(candidate.profile.id)).toMatchObject({ title: 'Staff engineer' });
      await streamR.waitFor((e) => changedCollections(e).includes('candidates'));
      // A public change after it that the outsider receives (another company's profile; other employers' jobs it
      // is not sent): once it hears of that, it would have heard the profile too.
      await signUpEmployer(server);
      await streamO.waitFor((e) => changedCollections(e).includes('employers'));
      await new Promise((r) => setTimeout(r, 100));
      expect(names(streamO.events).has('candidates')).toBe(false);
      await Promise.all([streamR.close(), streamO.close()]);
    });

    it('refuses a caller without a session', async () => {
      const res = (await openStream(null, { query: `?v=${SCHEMA_VERSION}` })).res;
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: { code: 'unauthenticated', message: expect.any(String), requestId: expect.any(String) } });
    });
  });
}

describe('the schema version', () => {
  let client: TestClient;
  beforeAll(async () => {
    client = (await signUpCandidate(server)).client;
  });

  async function call(method: 'GET' | 'POST', path: string, version: string | null) {
    return server.app.request(`${TEST_ORIGIN}${path}`, {
      method,
      headers: {
        origin: TEST_ORIGIN,
        cookie: client.cookie,
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...(version === null ? {} : { 'x-schema-version': version }),
      },
      body: method === 'POST' ? JSON.stringify(path.endsWith('pull') ? { checkpoint: null } : []) : undefined,
    });
  }

  const CALLS = [
    ['POST', '/api/replication/jobs/pull'],
    ['POST', '/api/replication/savedJobs/push'],
    ['GET', '/api/replication/stream'],
  ] as const;
  const outdated = String(SCHEMA_VERSION + 1);

  it.each(CALLS)('%s %s without it or with another one answers 409 schema_version', async (method, path) => {
    for (const version of [null, outdated, '']) {
      const res = await call(method, path, version);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: { code: 'schema_version', message: expect.stringMatching(/reload/i), requestId: expect.any(String) } });
    }
    const current = await call(method, path, String(SCHEMA_VERSION));
    expect(current.status).toBe(200);
    await current.body?.cancel();
  });

  it('the stream also takes it as ?v= (EventSource cannot send headers)', async () => {
    const ok = await openStream(client, { query: `?v=${SCHEMA_VERSION}` });
    expect(ok.res.status).toBe(200);
    await ok.waitFor((e) => e.event === 'resync');
    await ok.close();
    const stale = await openStream(client, { query: `?v=${outdated}` });
    expect(stale.res.status).toBe(409);
    expect((await stale.res.json()).error.code).toBe('schema_version');
  });

  it('a push refused for its version writes nothing', async () => {
    const [account] = [...(await client.pullAll('accounts')).values()];
    const body = JSON.stringify([{ assumedMasterState: account, newDocumentState: { ...account, firstName: 'Renamed' } }]);
    const push = (version: string) =>
      server.app.request(`${TEST_ORIGIN}/api/replication/accounts/push`, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, cookie: client.cookie, 'content-type': 'application/json', 'x-schema-version': version },
        body,
      });
    expect((await push(outdated)).status).toBe(409);
    expect([...(await client.pullAll('accounts')).values()]).toEqual([account]);
    expect(await (await push(String(SCHEMA_VERSION))).json()).toEqual({ conflicts: [], refused: [] });
    expect([...(await client.pullAll('accounts')).values()][0]).toMatchObject({ firstName: 'Renamed' });
  });
});
