import { describe, expect, it } from 'vitest';
import { selectRecentActivity, selectRecentJobs, takeNewest } from './recent-items.ts';

const minutes = (n: number) => new Date(Date.UTC(2025, 0, 1, 0, n)).toISOString();

describe('recent items', () => {
  it('keeps the 10 newest activities, newest first', () => {
    const items = Array.from({ length: 14 }, (_, i) => ({ id: i, timestamp: minutes(i) }));
    const recent = selectRecentActivity(items);
    expect(recent.map((item) => item.id)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    expect(items[0]!.id).toBe(0);
  });
  it('keeps the 3 newest jobs', () => {
    const jobs = [3, 1, 4, 1, 5].map((n, i) => ({ id: i, postedAt: minutes(n) }));
    expect(selectRecentJobs(jobs).map((job) => job.id)).toEqual([4, 2, 0]);
  });
  it('takes fewer when there are fewer', () => {
    expect(takeNewest([{ t: 1 }], (item) => item.t, 3)).toEqual([{ t: 1 }]);
  });
});
