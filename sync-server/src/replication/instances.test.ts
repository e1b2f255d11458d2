/**
 * Two server instances on one Postgres (decisions.md, Beyond one machine): each with its own connections and
 * change bus. A write through one reaches a live stream opened on the other over real HTTP, and the other's
 * pull serves it, over each change bus (Postgres NOTIFY, NATS, Redis). Postgres only: PGlite is one process's
 * database.
 */
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { afterEach, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { createApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { parseEnv } from '../env.ts';
import { candidateDoc, companyDoc, insertRow, jobDoc } from '../test-support/fixtures.ts';
import { changedCollections, readSse } from '../test-support/sse.ts';
import { createCaptureTransport } from '../test-support/capture-transport.ts';
import { changeBusCases } from '../test-support/change-buses.ts';
import { openTestDatabase, TestClient } from '../test-support/test-server.ts';
import { applyTo, pushOk } from '../test-support/world.ts';
import { createChangeBus } from '../live/change-bus.ts';

const BUSES = await changeBusCases();
const cleanups: (() => Promise<void>)[] = [];
const outbox = createCaptureTransport();
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function instanceOn(database: Database) {
  const bus = await createChangeBus(database);
  const env = parseEnv({ DEMO_DATA: '0', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent' });
  cleanups.push(() => bus.close());
  return createApp({ database, bus, env, now: () => new Date(), transport: outbox });
}

for (const bus of BUSES) {
  describe(`several instances on one database, announcing over ${bus.name}`, () => {
    it.runIf(!!process.env.DATABASE_URL && !bus.skip)('a job posted through A wakes a stream on B, and B serves it', async () => {
      const opened = await openTestDatabase(undefined, bus.broker);
      cleanups.push(() => opened.close());
      const appA = await instanceOn(opened.database);
      const databaseB = await openDatabase({ url: opened.url, schema: opened.schema, bus: bus.broker });
      cleanups.push(() => databaseB.close());
      const appB = await instanceOn(databaseB);
      const http = serve({ fetch: appB.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
      await new Promise<void>((resolve) => (http.listening ? resolve() : http.once('listening', () => resolve())));
      cleanups.push(
        () =>
          new Promise<void>((resolve) => {
            http.closeAllConnections();
            http.close(() => resolve());
          }),
      );
      const address = http.address();
      const urlB = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

      // Both users sign up through A; their sessions live in the shared database.
      const employer = new TestClient(appA, outbox);
      await employer.signUp('employer');
      await pushOk(employer, 'employers', [insertRow(companyDoc({ companyName: 'Acme Robotics' }))]);
      const candidate = new TestClient(appA, outbox);
      await candidate.signUp('candidate');

      const res = await fetch(`${urlB}/api/replication/stream?v=${SCHEMA_VERSION}`, { headers: { cookie: candidate.cookie } });
      expect(res.status).toBe(200);
      const stream = readSse(res);
      cleanups.push(() => stream.close());
      await stream.waitFor((e) => e.event === 'resync');

      const job = jobDoc({ title: 'Cross-instance role' });
      await pushOk(employer, 'jobs', [insertRow(job)]);
      await stream.waitFor((e) => changedCollections(e).includes('jobs'));

      const viaB = new TestClient(appB);
      viaB.cookie = candidate.cookie;
      expect((await viaB.pullAll('jobs')).get(job.id)).toMatchObject({ title: 'Cross-instance role', companyName: 'Acme Robotics' });
      const pulled = await fetch(`${urlB}/api/replication/jobs/pull`, {
        method: 'POST',
        headers: { cookie: candidate.cookie, origin: urlB, 'content-type': 'application/json', 'x-schema-version': String(SCHEMA_VERSION) },
        body: JSON.stringify({ checkpoint: null }),
      });
      expect((await pulled.json()).documents.map((d: { id: string }) => d.id)).toContain(job.id);

      // A private row: B learns its readers from the database itself (the announcement names only the row).
      const employerStream = readSse(await fetch(`${urlB}/api/replication/stream?v=${SCHEMA_VERSION}`, { headers: { cookie: employer.cookie } }));
      cleanups.push(() => employerStream.close());
      await employerStream.waitFor((e) => e.event === 'resync');
      await pushOk(candidate, 'candidates', [insertRow(candidateDoc())]);
      await applyTo(candidate, job.id);
      await employerStream.waitFor((e) => changedCollections(e).includes('applications'));
    });
  });
}
