import { parseEnv } from './env.ts';
import { startServer } from './server.ts';
import { seedIfEmpty } from './demo/seed.ts';

const env = parseEnv();
const server = await startServer(env);
if (env.DEMO_DATA) await seedIfEmpty(server.deps, { log: console.log });
console.log(`HireSync is running at ${server.url} (database: ${server.deps.database.kind})`);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    console.log(`${signal}: finishing requests and closing the database…`);
    void server.stop().then(() => process.exit(0));
  });
}
