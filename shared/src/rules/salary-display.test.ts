import { describe, expect, it } from 'vitest';
import { formatSalaryK, formatSalaryRange, isSalaryRangeInOrder } from './salary-display.ts';

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
    // What the job form refuses is never shown: a maximum below the minimum, a negative or unfinished amount.
    [90000, 60000, null],
    [-5000, undefined, null],
    [undefined, -1, null],
    [Number.NaN, 120000, null],
  ])('range %s-%s is %j', (min, max, text) => {
    expect(formatSalaryRange(min, max)).toBe(text);
  });
  it.each([
    [60000, 90000, true],
    [90000, 90000, true],
    [90000, 60000, false],
    [90000, undefined, true],
    [undefined, 60000, true],
  ])('range %s-%s in order: %s', (min, max, inOrder) => {
    expect(isSalaryRangeInOrder(min, max)).toBe(inOrder);
  });
});
