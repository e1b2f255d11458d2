/**
 * Graceful shutdown of a real instance on a real socket (PGlite, or a fresh Postgres schema with DATABASE_URL).
 * Every step waits on an event it names (a handler entered, a stream ended, a socket closed), never on a sleep,
 * so a slow or busy machine only makes the test slower.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SCHEMA_VERSION } from '@shared/schemas/collections.ts';
import { createUser } from './auth/create-user.ts';
import { hashSecret } from './auth/passwords.ts';
import { parseEnv } from './env.ts';
import { startServer, type RunningServer, type StartOptions } from './server.ts';
import { openRawConnection } from './test-support/raw-http.ts';
import { openTestDatabase } from './test-support/test-server.ts';

/** A promise the test resolves when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Emoji and a combining mark, so a body cut anywhere (or re-encoded) cannot compare equal. */
const HELD_BODY = `${'🙂e\u0301'.repeat(30_000)}end`;

/**
 * Requests to /test/held say they arrived and answer HELD_BODY once `answer` opens; requests carrying
 * `held-until-released` wait for `admit` before the app sees them (a stream registering after the stop began).
 */
function holdingRoutes() {
  const entered = gate();
  const answer = gate();
  const admitArrived = gate();
  const admit = gate();
  const wrapFetch: StartOptions['wrapFetch'] = (fetch) => async (request, env) => {
    const url = new URL(request.url);
    if (url.pathname === '/test/held') {
      entered.open();
      await answer.opened;
      return new Response(HELD_BODY, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    if (url.searchParams.has('held-until-released')) {
      admitArrived.open();
      await admit.opened;
    }
    return fetch(request, env);
  };
  return { entered, answer, admitArrived, admit, wrapFetch };
}

/**
 * Nothing here waits on time, so the only limit is vitest's hang guard; on two cores shared with a CPU burner and
 * other test runs, opening PGlite alone has taken half a minute, so the guard is wide.
 */
const HANG_GUARD_MS = 10 * 60_000;

const started: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.stop()));
}, HANG_GUARD_MS);

async function start(options: StartOptions) {
  const test = await openTestDatabase();
  const server = await startServer(
    parseEnv({ PORT: '0', HOST: '127.0.0.1', DEMO_DATA: '0', STATIC_DIR: '/nonexistent', LOG_LEVEL: 'silent' }),
    // Stop closes the database through the test's close, which also drops a Postgres test schema.
    { ...options, database: { ...test.database, close: test.close } },
  );
  started.push(server);
  return server;
}

async function signIn(server: RunningServer) {
  const passwordHash = await hashSecret('Passw0rdX');
  const user = { email: 'sam@example.com', userType: 'candidate' as const, firstName: 'Sam', lastName: 'Stop', passwordHash };
  await createUser(server.deps.database.db, user, new Date());
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: user.email, password: 'Passw0rdX' }),
  });
  expect(res.status).toBe(200);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** Open the live stream and read it to its end (rejects if the body is cut rather than ended). */
async function readStream(server: RunningServer, cookie: string, extraQuery = '') {
  const res = await fetch(`${server.url}/api/replication/stream?v=${SCHEMA_VERSION}${extraQuery}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  let text = '';
  for await (const chunk of res.body!.pipeThrough(new TextDecoderStream())) text += chunk;
  return text;
}

describe('stopping a running server', { timeout: HANG_GUARD_MS }, () => {
  it('finishes a request in flight on a kept-alive connection (Connection: close), ends streams, refuses new connections, closes idle ones cleanly, then the database', async () => {
    const held = holdingRoutes();
    // A deadline no run reaches: if anything held the stop, the test fails on its hang guard, not by chance.
    const server = await start({ wrapFetch: held.wrapFetch, shutdownDeadlineMs: 2 * HANG_GUARD_MS });
    const cookie = await signIn(server);

    const idle = await openRawConnection(server.port);
    expect((await idle.request('GET', '/api/health')).headers.connection).toBe('keep-alive');
    const busy = await openRawConnection(server.port);
    expect((await busy.request('GET', '/api/health')).status).toBe(200);
    const inFlight = busy.request('GET', '/test/held');
    await held.entered.opened;

    // A live stream has registered for shutdown once its first event is out.
    const live = await fetch(`${server.url}/api/replication/stream?v=${SCHEMA_VERSION}`, { headers: { cookie } });
    const liveReader = live.body!.getReader();
    expect(new TextDecoder().decode((await liveReader.read()).value)).toContain('event: resync');
    const lateStream = readStream(server, cookie, '&held-until-released');
    await held.admitArrived.opened;

    let isStopped = false;
    const stopped = server.stop().then(() => (isStopped = true));

    await expect(openRawConnection(server.port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(await idle.closed).toBe('end');
    // Read to a clean end: an aborted body would reject here.
    while (!(await liveReader.read()).done);

    expect(isStopped).toBe(false);
    held.answer.open();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('close');
    expect(answer.body).toBe(HELD_BODY);
    expect(await busy.closed).toBe('end');

    // A stream whose request was already on its way when the stop began is ended as soon as it opens.
    held.admit.open();
    expect(await lateStream).toContain('event: resync');

    await stopped;
    await expect(server.deps.database.db.execute(sql`select 1`)).rejects.toThrow();
  });

  it('cuts a request still unanswered at the deadline, and still closes the database', async () => {
    const held = holdingRoutes();
    const server = await start({ wrapFetch: held.wrapFetch, shutdownDeadlineMs: 1 });
    const busy = await openRawConnection(server.port);
    const inFlight = busy.request('GET', '/test/held');
    await held.entered.opened;

    const isCut = expect(inFlight).rejects.toThrow(/closed before the answer/);
    await server.stop();
    await isCut;
    await expect(server.deps.database.db.execute(sql`select 1`)).rejects.toThrow();
    held.answer.open();
  });
});
