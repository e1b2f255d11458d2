import { describe, expect, it } from 'vitest';
import { getMatchBadge, getMatchBand, getMatchLabel, matchesBandFilter, roundScore } from './match-labels.ts';

describe('match labels (decisions.md)', () => {
  it.each([
    [100, 'Excellent Match', 'high', 'High Match'],
    [90, 'Excellent Match', 'high', 'High Match'],
    [89.5, 'Excellent Match', 'high', 'High Match'],
    [89.4, 'Great Match', 'high', 'High Match'],
    [80, 'Great Match', 'high', 'High Match'],
    [79, 'Good Match', 'medium', 'Good Match'],
    [70, 'Good Match', 'medium', 'Good Match'],
    [69, 'Fair Match', 'medium', 'Good Match'],
    [60, 'Fair Match', 'medium', 'Good Match'],
    [59, 'Fair Match', 'low', 'Fair Match'],
    [0, 'Fair Match', 'low', 'Fair Match'],
    [-3, 'Fair Match', 'low', 'Fair Match'],
  ] as const)('%d: card %s, band %s, badge %s', (score, label, band, badge) => {
    expect(getMatchLabel(score)).toBe(label);
    expect(getMatchBand(score)).toBe(band);
    expect(getMatchBadge(score)).toBe(badge);
  });
  it('rounds and clamps', () => {
    expect(roundScore(79.5)).toBe(80);
    expect(roundScore(120)).toBe(100);
  });
  it.each([
    [85, 'all', true],
    [85, 'high', true],
    [85, 'medium', false],
    [65, 'medium', true],
    [40, 'low', true],
    [40, 'high', false],
  ] as const)('%d passes filter %s: %s', (score, filter, passes) => {
    expect(matchesBandFilter(score, filter)).toBe(passes);
  });
});
