import { describe, expect, it } from 'vitest';
import { jobSortValue, salaryTop } from './job-order.ts';

describe('job orders', () => {
  it('orders by a salary’s top end, its only figure when it has one, and no salary last', () => {
    expect(salaryTop({ salaryMin: 40_000, salaryMax: 55_000 })).toBe(55_000);
    expect(salaryTop({ salaryMin: 150_000 })).toBe(150_000);
    expect(salaryTop({ salaryMax: 70_000 })).toBe(70_000);
    expect(salaryTop({})).toBe(-1);
    // A salary of 0 is a figure, still above none.
    expect(salaryTop({ salaryMax: 0 })).toBeGreaterThan(salaryTop({}));
  });

  it('gives each order its first value: the score, nothing for newest, the salary', () => {
    const job = { salaryMin: 60_000, salaryMax: 80_000 };
    expect(jobSortValue('match', job, 73)).toBe(73);
    expect(jobSortValue('match', job, null)).toBe(-1);
    expect(jobSortValue('newest', job, 73)).toBe(jobSortValue('newest', {}, 5));
    expect(jobSortValue('salary', job, 5)).toBe(80_000);
  });
});
