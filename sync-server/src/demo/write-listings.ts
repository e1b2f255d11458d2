/** Writes the demo's people and listings: users, company and candidate profiles, and job postings. */
import type { Viewer } from '../auth/sessions.ts';
import { createUser } from '../auth/create-user.ts';
import type { Db } from '../db/client.ts';
import { pushAs, viewerOf } from './device-writes.ts';
import type { MarketplacePlan, SeedUser } from './types.ts';

/** The viewer each planned user acts as once created. */
export type Viewers = Map<SeedUser, Viewer>;

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

/** Create every user with the shared password hash, demo accounts first; returns who acts as whom. */
export async function createDemoUsers(db: Db, plan: MarketplacePlan, passwordHash: string): Promise<Viewers> {
  const viewers: Viewers = new Map();
  const users = [...plan.companies.map((c) => c.user), ...plan.candidates.map((c) => c.user)];
  const demoFirst = [...users.filter((u) => isDemoUser(plan, u)), ...users.filter((u) => !isDemoUser(plan, u))];
  for (const user of demoFirst) {
    const { email, userType, firstName, lastName } = user;
    const created = await createUser(db, { email, userType, firstName, lastName, passwordHash }, user.joinedAt);
    viewers.set(user, viewerOf(created));
  }
  return viewers;
}

function isDemoUser(plan: MarketplacePlan, user: SeedUser): boolean {
  return [...plan.companies, ...plan.candidates].some((p) => p.isDemo && p.user === user);
}

/** Company profiles, candidate profiles, then each company's jobs in posting order. */
export async function writeListings(db: Db, plan: MarketplacePlan, viewers: Viewers): Promise<void> {
  for (const company of plan.companies) {
    await pushAs(db, viewerFor(viewers, company.user), 'employers', [{ doc: company.profile, at: company.profileAt }]);
  }
  for (const candidate of plan.candidates) {
    await pushAs(db, viewerFor(viewers, candidate.user), 'candidates', [{ doc: candidate.profile, at: candidate.profileAt }]);
  }
  for (const [company, jobs] of groupBy(plan.jobs, (j) => j.company)) {
    await pushAs(db, viewerFor(viewers, company.user), 'jobs', jobs.map((j) => ({ doc: j.posting, at: j.postedAt })));
  }
}
