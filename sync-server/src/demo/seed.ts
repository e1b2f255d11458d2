/**
 * Loads the demo marketplace into an empty database (no users yet): the same companies, jobs, candidates and
 * activity on every fresh start, written through the replication rules as the users themselves, at moments
 * spread over the last ~90 days. It never touches a database that already has users.
 */
import { createDemoTeams } from './company-members.ts';
import { eq } from 'drizzle-orm';
import { hashSecret } from '../auth/passwords.ts';
import type { AppDeps } from '../context.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD, demoSignInLine } from './demo-accounts.ts';
import { planMarketplace } from './plan.ts';
import { subscribeInterviewingEmployers } from './subscriptions.ts';
import { writeActivity } from './write-activity.ts';
import { writeConversations } from './write-conversations.ts';
import { writeTags } from './write-tags.ts';
import { createDemoUsers, writeListings, type Viewers } from './write-listings.ts';

/** People whose writes run at once on Postgres (its pool has 10 connections; requests keep some). */
const POSTGRES_CONCURRENCY = 6;

/** Postgres' unique_violation, however the driver wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

async function hasAnyUser(db: Db): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).limit(1)).length > 0;
}

async function hasDemoAccounts(db: Db): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMPLOYER_EMAIL)).limit(1)).length > 0;
}

/** Load the demo marketplace if the database has no users, and print the demo sign-ins. */
export async function seedIfEmpty(deps: AppDeps, options: { log: (line: string) => void }): Promise<void> {
  const { db, kind } = deps.database;
  if (await hasAnyUser(db)) {
    if (await hasDemoAccounts(db)) options.log(demoSignInLine());
    return;
  }
  const started = performance.now();
  const now = deps.now();
  const plan = planMarketplace(now);
  // scrypt is slow on purpose: hash once, every demo user shares the password.
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  // PGlite has one connection: running people side by side would only queue their transactions.
  const concurrency = kind === 'postgres' ? POSTGRES_CONCURRENCY : 1;
  let viewers: Viewers;
  try {
    viewers = await createDemoUsers(db, plan, passwordHash, concurrency);
  } catch (error) {
    // Several instances starting together on one empty Postgres: the first to create the demo employer loads it.
    if (!isUniqueViolation(error)) throw error;
    options.log('Demo data: another server instance is loading it.');
    return;
  }
  const teamMembers = await createDemoTeams(db, plan, viewers, passwordHash);
  const writer = { db, viewers, concurrency };
  await writeListings(writer, plan);
  await subscribeInterviewingEmployers(writer, plan, now);
  await writeActivity(writer, plan);
  await writeConversations(writer, plan, now);
  await writeTags(writer, plan, now);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const { companies, jobs, candidates, applications, conversations } = plan;
  options.log(
    `Demo marketplace loaded in ${seconds} s: ${companies.length} companies, ${jobs.length} jobs, ` +
      `${teamMembers} team members, ${candidates.length} candidates, ${applications.length} applications, ${conversations.length} conversations.`,
  );
  options.log(demoSignInLine());
}
