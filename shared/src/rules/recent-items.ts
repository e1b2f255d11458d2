/** The dashboards' short lists: recent activity (at most 10) and the employer's recent jobs (3), newest first. */
import { DISPLAY_COUNTS } from '../catalog.ts';
import { toEpochMs, type TimeInput } from './time-input.ts';

/** The newest `count` items by the time `timeOf` gives, newest first; the input is left as it was. */
export function takeNewest<T>(items: readonly T[], timeOf: (item: T) => TimeInput, count: number): T[] {
  return [...items].sort((a, b) => toEpochMs(timeOf(b)) - toEpochMs(timeOf(a))).slice(0, count);
}

/** Recent activity: the 10 newest items by `timestamp`. */
export function selectRecentActivity<T extends { timestamp: TimeInput }>(items: readonly T[]): T[] {
  return takeNewest(items, (item) => item.timestamp, DISPLAY_COUNTS.recentActivity);
}

/** The employer dashboard's 3 most recent jobs by `postedAt`. */
export function selectRecentJobs<T extends { postedAt: TimeInput }>(jobs: readonly T[]): T[] {
  return takeNewest(jobs, (job) => job.postedAt, DISPLAY_COUNTS.recentJobs);
}
