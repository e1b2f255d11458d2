/**
 * Starts and stops one server instance: database, change bus, demo data, HTTP. `index.ts` calls it for
 * `npm start`; tests call it to run real instances on ports of their own.
 */
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { parseEnv, type Env } from './env.ts';
import { createChangeBus } from './replication/change-bus.ts';
import { openStreams } from './replication/stream.ts';

/** A running instance. */
export interface RunningServer {
  port: number;
  url: string;
  stop(): Promise<void>;
}

/** Start an instance with the given settings (process.env by default). */
export async function startServer(env: Env = parseEnv(), options: { onReady?: (s: RunningServer) => Promise<void> } = {}) {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const bus = await createChangeBus(database);
  const deps = { database, bus, env, now: () => new Date() };
  const app = createApp(deps);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  let stopping: Promise<void> | undefined;
  const running: RunningServer = {
    port,
    url: `http://localhost:${port}`,
    stop() {
      // Stop accepting, end live streams so in-flight requests can finish, then close the database.
      stopping ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const close of openStreams) close();
        await closed;
        await bus.close();
        await database.close();
      })();
      return stopping;
    },
  };
  await options.onReady?.(running);
  return { ...running, deps };
}
