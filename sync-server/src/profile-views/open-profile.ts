/**
 * Opening a full candidate profile: a counted grant for free employers (decisions.md: 10 distinct profiles first
 * opened a UTC month), free of charge on a paid plan, for readers' profiles and for profiles opened before.
 * A grant is stored once and moves the profile to a new change position, so the full copy replicates to the
 * employer (the candidate rules project it in full from then on, access.ts).
 */
import { sql } from 'drizzle-orm';
import { startOfUtcMonth } from '@shared/rules/time-input.ts';
import { checkProfileViewLimit, type UsageCheck } from '@shared/rules/usage-limits.ts';
import type { PlanId } from '@shared/schemas/account.ts';
import type { ProfileViewUsage } from '@shared/schemas/profile-views.ts';
import type { Viewer } from '../auth/sessions.ts';
import { queryRows, type Db, type Queryable } from '../db/client.ts';
import { effectivePlan } from '../plans/usage.ts';
import { readRow, touchRow } from '../store/rows.ts';

/** What opening a profile came to. */
export type OpenOutcome =
  | { kind: 'opened'; counted: boolean; usage: ProfileViewUsage }
  | { kind: 'refused'; message: string; usage: ProfileViewUsage }
  | { kind: 'not_found' };

/** When the employer first opened each profile it opened (all months: the shared rule counts this month's). */
async function firstViewTimes(q: Queryable, employerUserId: string): Promise<string[]> {
  const rows = await queryRows<{ at: string | Date }>(
    q,
    sql`select first_viewed_at as at from profile_views where employer_user_id = ${employerUserId} order by first_viewed_at`,
  );
  return rows.map((r) => new Date(r.at).toISOString());
}

function toUsage(check: UsageCheck, times: string[], now: Date): ProfileViewUsage {
  const monthStart = startOfUtcMonth(now);
  return {
    isUnlimited: check.limit === null,
    used: check.used,
    limit: check.limit,
    remaining: check.remaining,
    resetsAt: new Date(check.resetsAt).toISOString(),
    viewedAt: times.filter((t) => Date.parse(t) >= monthStart && Date.parse(t) < check.resetsAt),
  };
}

async function usageOf(q: Queryable, employerUserId: string, plan: PlanId, now: Date) {
  const times = await firstViewTimes(q, employerUserId);
  const check = checkProfileViewLimit({ plan, actionTimes: times, now });
  return { check, usage: toUsage(check, times, now) };
}

/** An employer's profile-view usage this UTC month. */
export async function readProfileViewUsage(q: Queryable, employerUserId: string, now: Date): Promise<ProfileViewUsage> {
  return (await usageOf(q, employerUserId, await effectivePlan(q, employerUserId, now), now)).usage;
}

/** Open `candidateId`'s full profile for an employer, counting it against the free limit when it must be. */
export async function openProfile(db: Db, viewer: Viewer, candidateId: string, now: Date): Promise<OpenOutcome> {
  if (viewer.userType !== 'employer') return { kind: 'not_found' };
  return db.transaction(async (tx) => {
    // One employer's opens queue here, so parallel opens at the limit grant exactly what is left.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`profile-views:${viewer.userId}`}))`);
    const row = await readRow(tx, 'candidates', candidateId);
    const isReader = !!row?.readerUserIds.includes(viewer.userId);
    if (!row || row.deleted || (row.publicScope !== 'employers' && !isReader)) return { kind: 'not_found' };
    const plan = await effectivePlan(tx, viewer.userId, now);
    const { check, usage } = await usageOf(tx, viewer.userId, plan, now);
    if (plan !== 'free' || isReader) return { kind: 'opened', counted: false, usage };
    const [granted] = await queryRows(
      tx,
      sql`select 1 from profile_views where employer_user_id = ${viewer.userId} and candidate_id = ${candidateId}`,
    );
    if (granted) return { kind: 'opened', counted: false, usage };
    if (!check.allowed) return { kind: 'refused', message: check.message!, usage };
    await tx.execute(
      sql`insert into profile_views (employer_user_id, candidate_id, first_viewed_at) values (${viewer.userId}, ${candidateId}, ${now.toISOString()})`,
    );
    await touchRow(tx, 'candidates', candidateId);
    return { kind: 'opened', counted: true, usage: (await usageOf(tx, viewer.userId, plan, now)).usage };
  });
}
