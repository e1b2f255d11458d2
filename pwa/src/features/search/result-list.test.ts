import { describe, expect, it } from 'vitest';
import { showingLine } from './ResultList.tsx';

describe('showingLine', () => {
  const jobs = ['job', 'jobs'] as const;

  it('says none match when nothing passes', () => {
    expect(showingLine(0, 0, jobs)).toBe('No matching jobs');
  });

  it('uses the singular for one result and the plural otherwise', () => {
    expect(showingLine(1, 1, jobs)).toBe('Showing 1 of 1 job');
    expect(showingLine(2, 2, ['candidate', 'candidates'])).toBe('Showing 2 of 2 candidates');
  });

  it('groups a large total', () => {
    expect(showingLine(30, 1204, jobs)).toBe('Showing 30 of 1,204 jobs');
  });
});
