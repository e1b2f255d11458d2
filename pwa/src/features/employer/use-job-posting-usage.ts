import { useSnapshot } from 'valtio';
import { isPremium } from '@shared/rules/premium.ts';
import { checkJobPostingLimit, type UsageCheck } from '@shared/rules/usage-limits.ts';
import type { Job } from '@shared/schemas/job.ts';
import { useDoc } from '../../db/hooks.ts';
import { session } from '../../state/session.ts';

/**
 * This month's job postings against the plan's limit, from local data, so the screen can show usage and
 * refuse a post offline. Null until the account document is on the device: guessing "free" could block a
 * paying employer, and the server checks again anyway.
 */
export function useJobPostingUsage(jobs: readonly Pick<Job, 'postedAt'>[]): UsageCheck | null {
  const { user } = useSnapshot(session);
  const account = useDoc('accounts', user?.id);
  if (!account) return null;
  const now = new Date();
  const plan = isPremium(account, now) ? account.plan : 'free';
  return checkJobPostingLimit({ plan, actionTimes: jobs.map((job) => job.postedAt), now });
}
