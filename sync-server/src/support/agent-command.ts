/**
 * `npm run support-agent -- add EMAIL | remove EMAIL | list`: the one way to make or unmake a support agent
 * (nobody becomes one from the app). The script opens the database and hands it here, so tests run the command
 * against their own database.
 */
import type { Db } from '../db/client.ts';
import { listSupportAgents, setSupportAgentByEmail, UnknownAccountError } from './agents.ts';

export const SUPPORT_AGENT_USAGE = `Usage: npm run support-agent -- add EMAIL | remove EMAIL | list

  add EMAIL     make the account with this e-mail a support agent (it must exist: sign up first)
  remove EMAIL  make it an ordinary account again
  list          the support agents

Uses the server's database: DATABASE_URL, else the embedded PGlite database in DATA_DIR (./data).
PGlite is single-process: stop the server first (or use SUPPORT_AGENT_EMAILS while it runs).`;

/** Output of the command, for the terminal or a test. */
export interface CommandIo {
  out(line: string): void;
  err(line: string): void;
}

/** Run the command; returns the exit code. */
export async function runSupportAgentCommand(args: readonly string[], db: Db, now: Date, io: CommandIo): Promise<number> {
  const [action, email, ...extra] = args;
  if (action === 'list' && email === undefined) {
    const agents = await listSupportAgents(db);
    if (!agents.length) io.out('No support agents.');
    for (const agent of agents) io.out(`${agent.email} (${agent.userType})`);
    return 0;
  }
  if ((action === 'add' || action === 'remove') && email?.trim() && !extra.length) {
    try {
      const agent = await setSupportAgentByEmail(db, email, action === 'add', now);
      io.out(action === 'add' ? `${agent.email} is now a support agent.` : `${agent.email} is no longer a support agent.`);
      return 0;
    } catch (err) {
      if (err instanceof UnknownAccountError) {
        io.err(err.message);
        return 1;
      }
      throw err;
    }
  }
  io.err(SUPPORT_AGENT_USAGE);
  return 1;
}
