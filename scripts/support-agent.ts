/**
 * Make or unmake support agents on the server's database (sync-server/src/support/agent-command.ts).
 * Run: npm run support-agent -- add EMAIL | remove EMAIL | list
 */
import { openDatabase } from '../sync-server/src/db/client.ts';
import { parseEnv } from '../sync-server/src/env.ts';
import { runSupportAgentCommand, SUPPORT_AGENT_USAGE } from '../sync-server/src/support/agent-command.ts';

/** Whether a HireSync server answers on this port of this machine. */
async function serverAnswers(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

const args = process.argv.slice(2);
if (!['add', 'remove', 'list'].includes(args[0] ?? '')) {
  console.error(SUPPORT_AGENT_USAGE);
  process.exit(1);
}
const env = parseEnv();
if (!env.DATABASE_URL && (await serverAnswers(env.PORT))) {
  // Two processes on one PGlite folder would corrupt it; PGlite itself does not lock the folder.
  console.error(`A server is running on port ${env.PORT}. The embedded PGlite database in ${env.DATA_DIR} can be opened by one process at a time: stop the server and run this again.`);
  process.exit(1);
}
let database;
try {
  database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
} catch (err) {
  console.error(`Could not open the database: ${err instanceof Error ? err.message : String(err)}`);
  if (!env.DATABASE_URL) console.error(`The embedded PGlite database in ${env.DATA_DIR} can be opened by one process at a time: stop the server and run this again.`);
  process.exit(1);
}
const code = await runSupportAgentCommand(args, database.db, new Date(), { out: (l) => console.log(l), err: (l) => console.error(l) }).finally(
  () => database.close(),
);
process.exit(code);
