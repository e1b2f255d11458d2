import { describe, expect, it } from 'vitest';
import { formatSalaryK, formatSalaryRange } from './salary-display.ts';

describe('salary display', () => {
  it.each([
    [85000, '$85k'],
    [120000, '$120k'],
    [84500, '$85k'],
    [84499, '$84k'],
    [0, '$0k'],
  ])('%d is %s', (amount, text) => {
    expect(formatSalaryK(amount)).toBe(text);
  });
  it.each([
    [80000, 120000, '$80k - $120k'],
    [90000, 90000, '$90k'],
    [80000, undefined, '$80k+'],
    [undefined, 120000, 'Up to $120k'],
    [undefined, undefined, null],
  ])('range %s-%s is %j', (min, max, text) => {
    expect(formatSalaryRange(min, max)).toBe(text);
  });
});
