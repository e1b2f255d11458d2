/**
 * Support agents: accounts marked by the server (the support-agent command, or the SUPPORT_AGENT_EMAILS
 * setting), never from the app. The flag lives on the users row, which the session reads on every request, and
 * is copied into the account document so the agent's device knows to show the console.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { normalizeEmail } from '../auth/create-user.ts';
import { announceSessionsEnded } from '../auth/session-cache.ts';
import { readRow, writeRow } from '../store/rows.ts';

/** An e-mail with no live account behind it. */
export class UnknownAccountError extends Error {
  constructor(readonly email: string) {
    super(`No account has the e-mail ${email}. The person must sign up first.`);
  }
}

/** A support agent as the command lists them. */
export interface AgentRow {
  id: string;
  email: string;
  userType: string;
}

/** Set or clear the flag on one user and in their account document, in one transaction. */
export async function setSupportAgentFlag(db: Db, userId: string, isSupportAgent: boolean, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ isSupportAgent }).where(eq(users.id, userId));
    await writeAccountFlag(tx, userId, isSupportAgent, now);
    // Cached sessions carry the flag: every instance reads the user's sessions again (also from the command's process).
    await announceSessionsEnded(tx, { userId });
  });
}

async function writeAccountFlag(q: Queryable, userId: string, isSupportAgent: boolean, now: Date): Promise<void> {
  const account = await readRow(q, 'accounts', userId, true);
  if (!account || account.deleted || account.doc.isSupportAgent === isSupportAgent) return;
  await writeRow(q, 'accounts', { ...account, doc: { ...account.doc, isSupportAgent } }, now);
}

/** Mark (or unmark) the live account with this e-mail; throws UnknownAccountError when there is none. */
export async function setSupportAgentByEmail(db: Db, email: string, isSupportAgent: boolean, now: Date): Promise<AgentRow> {
  const [user] = await db
    .select({ id: users.id, email: users.email, userType: users.userType })
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), isNull(users.deletedAt)))
    .limit(1);
  if (!user) throw new UnknownAccountError(normalizeEmail(email));
  await setSupportAgentFlag(db, user.id, isSupportAgent, now);
  return { id: user.id, email: user.email ?? '', userType: user.userType };
}

/** Every live support agent, by e-mail. */
export async function listSupportAgents(db: Db): Promise<AgentRow[]> {
  const rows = await db
    .select({ id: users.id, email: users.email, userType: users.userType })
    .from(users)
    .where(and(eq(users.isSupportAgent, true), isNull(users.deletedAt)))
    .orderBy(asc(users.email));
  return rows.map((r) => ({ ...r, email: r.email ?? '' }));
}

/**
 * The SUPPORT_AGENT_EMAILS setting: mark every live account with one of these e-mails that is not marked yet.
 * Run at start and whenever someone signs in (sign-up included), so an account made after the start is
 * marked too. It only ever adds: taking an e-mail off the list leaves the account an agent until
 * `npm run support-agent -- remove` (the command is the one place that removes).
 */
export async function applySupportAgentEmails(db: Db, emails: readonly string[], now: Date): Promise<number> {
  if (!emails.length) return 0;
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.email, emails.map(normalizeEmail)), eq(users.isSupportAgent, false), isNull(users.deletedAt)));
  for (const user of due) await setSupportAgentFlag(db, user.id, true, now);
  return due.length;
}

/** The setting for one user signing in: cheap when they are not on the list or already marked. */
export async function applySupportAgentEmailsTo(
  db: Db,
  emails: readonly string[],
  user: { id: string; email: string | null; isSupportAgent: boolean },
  now: Date,
): Promise<void> {
  if (user.isSupportAgent || !user.email || !emails.includes(normalizeEmail(user.email))) return;
  await setSupportAgentFlag(db, user.id, true, now);
}
