import { describe, expect, it } from 'vitest';
import { formatCount, formatProgress } from './format-count.ts';

const icu = (n: number) => n.toLocaleString('en-US');

describe('formatCount', () => {
  it('writes whole numbers as en-US ICU does, at every length and sign', () => {
    const values = [0, -0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10_000, 12_345, 99_999, 100_000, 999_999, 1_000_000, 1_234_567_890, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER];
    for (let digits = 1; digits <= 16; digits++) {
      for (let i = 0; i < 40; i++) values.push(Math.floor(Math.random() * 10 ** digits) * (i % 2 ? -1 : 1));
    }
    for (const n of values) expect(formatCount(n), String(n)).toBe(icu(n));
  });

  it('leaves what is not a safe whole number to ICU', () => {
    for (const n of [1.5, -1234.5678, NaN, Infinity, -Infinity, 2 ** 53, 1e21]) expect(formatCount(n)).toBe(icu(n));
  });
});

describe('formatProgress', () => {
  it('says how many of the total have come once the total is known', () => {
    expect(formatProgress(1500, 5000)).toBe('1,500 of 5,000');
    expect(formatProgress(0, 0)).toBe('0 of 0');
  });
  it('never says more came than the total', () => {
    expect(formatProgress(5002, 5000)).toBe('5,000 of 5,000');
  });
  it('falls back to a running count without a total', () => {
    expect(formatProgress(1500, undefined)).toBe('1,500 so far');
  });
});
