import { describe, expect, it } from 'vitest';
import { locationsOverlap } from './location-match.ts';

describe('locationsOverlap', () => {
  it.each([
    ['Berlin', 'Berlin, Germany'],
    ['berlin, germany', 'BERLIN'],
    ['New York', 'New York, NY'],
    ['NYC', 'New York, NY, USA'],
    ['San Francisco, CA', 'San Francisco, California'],
    ['SF', 'San Francisco'],
    ['Bengaluru, India', 'Bangalore'],
    ['São Paulo', 'Sao Paulo, Brazil'],
    ['Greater London Area', 'London'],
  ])('%j overlaps %j', (a, b) => {
    expect(locationsOverlap(a, b)).toBe(true);
    expect(locationsOverlap(b, a)).toBe(true);
  });

  it.each([
    ['Austin, TX', 'Boston, MA'],
    ['CA', 'Chicago, IL'],
    ['Paris', 'Parisville'],
    ['Austin, USA', 'Boston, USA'],
    ['', 'Berlin'],
    ['', ''],
    ['  ', ' '],
  ])('%j does not overlap %j', (a, b) => {
    expect(locationsOverlap(a, b)).toBe(false);
  });
});
