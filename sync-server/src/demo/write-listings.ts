/** Writes the demo's people and listings: users, company and candidate profiles, and job postings. */
import type { Viewer } from '../auth/sessions.ts';
import { createUser } from '../auth/create-user.ts';
import type { Db } from '../db/client.ts';
import { pushAs, runAll, viewerOf } from './device-writes.ts';
import type { MarketplacePlan, SeedUser } from './types.ts';

/** The viewer each planned user acts as once created. */
export type Viewers = Map<SeedUser, Viewer>;

/** Where and how the demo is written. */
export interface DemoWriter {
  db: Db;
  viewers: Viewers;
  /** How many people's writes run at once: several on Postgres' pool, one on PGlite's single connection. */
  concurrency: number;
}

/** Items grouped by a key, in first-seen order. */
export function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

/** The viewer of a planned user. */
export function viewerFor(viewers: Viewers, user: SeedUser): Viewer {
  const viewer = viewers.get(user);
  if (!viewer) throw new Error(`Demo data: ${user.email} was not created`);
  return viewer;
}

/**
 * Create every user with the shared password hash; returns who acts as whom. The demo accounts come first and
 * alone, so an instance racing another on the same database fails on the very first insert.
 */
export async function createDemoUsers(
  db: Db,
  plan: MarketplacePlan,
  passwordHash: string,
  concurrency: number,
): Promise<Viewers> {
  const viewers: Viewers = new Map();
  const create = async (user: SeedUser) => {
    const { email, userType, firstName, lastName } = user;
    viewers.set(user, viewerOf(await createUser(db, { email, userType, firstName, lastName, passwordHash }, user.joinedAt)));
  };
  const people = [...plan.companies, ...plan.candidates];
  for (const person of people.filter((p) => p.isDemo)) await create(person.user);
  await runAll(
    people.filter((p) => !p.isDemo).map((p) => p.user),
    concurrency,
    create,
  );
  return viewers;
}

/** Company profiles, candidate profiles, then each company's jobs in posting order. */
export async function writeListings(writer: DemoWriter, plan: MarketplacePlan): Promise<void> {
  const { db, viewers, concurrency } = writer;
  await runAll(plan.companies, concurrency, (company) =>
    pushAs(db, viewerFor(viewers, company.user), 'employers', [{ doc: company.profile, at: company.profileAt }]),
  );
  await runAll(plan.candidates, concurrency, (candidate) =>
    pushAs(db, viewerFor(viewers, candidate.user), 'candidates', [{ doc: candidate.profile, at: candidate.profileAt }]),
  );
  await runAll(groupBy(plan.jobs, (j) => j.company), concurrency, ([company, jobs]) =>
    pushAs(db, viewerFor(viewers, company.user), 'jobs', jobs.map((j) => ({ doc: j.posting, at: j.postedAt }))),
  );
}
