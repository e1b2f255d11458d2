/**
 * Graceful shutdown: stop() ends live streams so the process can exit, lets an in-flight request finish,
 * refuses new connections, and then closes the database.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createUser } from './auth/create-user.ts';
import { hashSecret } from './auth/passwords.ts';
import { parseEnv } from './env.ts';
import { startServer } from './server.ts';

describe('a running server', () => {
  it('stops gracefully: streams end, in-flight requests finish, then nothing is served', async () => {
    const server = await startServer(
      parseEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory://', DEMO_DATA: '0', STATIC_DIR: '/nonexistent' }),
    );
    const passwordHash = await hashSecret('Passw0rdX');
    await createUser(server.deps.database.db, { email: 'sam@example.com', userType: 'candidate', firstName: 'Sam', lastName: 'Stop', passwordHash }, new Date());
    const signup = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sam@example.com', password: 'Passw0rdX' }),
    });
    const cookie = signup.headers.get('set-cookie')!.split(';')[0]!;
    const stream = await fetch(`${server.url}/api/replication/stream?v=1`, { headers: { cookie } });
    const reader = stream.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('event: resync');

    // A request already being answered when the stop begins still gets its answer.
    const inFlight = fetch(`${server.url}/api/replication/jobs/pull`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-schema-version': '1' },
      body: JSON.stringify({ checkpoint: null, limit: 100 }),
    });
    await new Promise((r) => setTimeout(r, 5));
    const stopped = server.stop();
    let streamEnded = false;
    for (;;) {
      const { done } = await reader.read();
      if (done) {
        streamEnded = true;
        break;
      }
    }
    expect(streamEnded).toBe(true);
    expect((await inFlight).status).toBe(200);
    await stopped;
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    await expect(server.deps.database.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
