import { parseEnv } from './env.ts';
import { startServer } from './server.ts';
import { loadDemoSeed } from './demo/load-seed.ts';

const env = parseEnv();
// Before the start, so a missing faker stops it with the reason instead of a half-seeded marketplace.
const seedIfEmpty = env.DEMO_DATA ? await loadDemoSeed() : undefined;
const server = await startServer(env);
const { log } = server.deps;
if (seedIfEmpty) await seedIfEmpty(server.deps, { log: (line) => log.info(line) });
log.info(`HireSync is running at ${server.url} (database: ${server.deps.database.kind})`);
let isStopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    // A second Ctrl-C means "now": the person at the terminal does not want to wait for the deadline.
    if (isStopping) process.exit(130);
    isStopping = true;
    log.info(`${signal}: no new connections; finishing requests in flight, then closing the database…`);
    server.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'Stopping failed');
        log.flush();
        process.exit(1);
      },
    );
  });
}
