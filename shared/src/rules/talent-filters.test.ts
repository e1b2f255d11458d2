import { describe, expect, it } from 'vitest';
import { matchesExperienceBand, matchesSalaryBand } from './talent-filters.ts';

describe('experience bands', () => {
  it.each([
    [0, '0-2', true],
    [2, '0-2', true],
    [3, '0-2', false],
    [3, '3-5', true],
    [5, '3-5', true],
    [6, '6-10', true],
    [10, '6-10', true],
    [10, '10+', false],
    [11, '10+', true],
    [40, '10+', true],
    [undefined, '0-2', false],
    [undefined, 'any', true],
  ] as const)('%s years in %s: %s', (years, band, expected) => {
    expect(matchesExperienceBand(years, band)).toBe(expected);
  });
});

describe('salary bands', () => {
  it.each([
    [50000, '50-80k', true],
    [79999, '50-80k', true],
    [80000, '50-80k', false],
    [80000, '80-120k', true],
    [120000, '120-160k', true],
    [159999, '120-160k', true],
    [160000, '160k+', true],
    [49999, '50-80k', false],
    [undefined, '160k+', false],
    [undefined, 'any', true],
  ] as const)('%s in %s: %s', (salary, band, expected) => {
    expect(matchesSalaryBand(salary, band)).toBe(expected);
  });
});
