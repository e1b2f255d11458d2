/**
 * Video interviews are a premium feature, so every demo employer that interviews pays for Employer
 * Professional: subscribed from before its first interview and running past the demo's `now`.
 */
import { readRow, writeRow } from '../store/rows.ts';
import type { MarketplacePlan } from './types.ts';
import { groupBy, viewerFor, type DemoWriter } from './write-listings.ts';

const MONTH_MS = 30 * 86_400_000;

/** Put each interviewing employer on an active Employer Professional subscription. */
export async function subscribeInterviewingEmployers({ db, viewers }: DemoWriter, plan: MarketplacePlan, now: Date) {
  const interviewing = groupBy(plan.applications.filter((a) => a.interview), (a) => a.job.company);
  for (const [company, applications] of interviewing) {
    const userId = viewerFor(viewers, company.user).userId;
    const row = await readRow(db, 'accounts', userId);
    if (!row) throw new Error(`Demo data: no account for ${company.user.email}`);
    const since = new Date(Math.min(...applications.map((a) => a.interview!.at.getTime())) - 86_400_000);
    // Renewed every month since `since`: the current period is the one `now` falls into.
    const periods = Math.floor((now.getTime() - since.getTime()) / MONTH_MS) + 1;
    const currentPeriodEnd = new Date(since.getTime() + periods * MONTH_MS).toISOString();
    const doc = { ...row.doc, plan: 'employer-professional', subscriptionStatus: 'active', currentPeriodEnd };
    await writeRow(db, 'accounts', { ...row, doc }, since);
  }
}
