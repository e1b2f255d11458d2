import { describe, expect, it } from 'vitest';
import { createMatchIndex } from '@shared/scoring/index.ts';
import { CandidateMatchCache } from './candidate-cache.ts';
import { candidateDoc } from './doc-fixtures.ts';

describe('CandidateMatchCache', () => {
  it('rebuilds an entry when an opened full profile replaces its summary (same updatedAt)', () => {
    const cache = new CandidateMatchCache(createMatchIndex());
    const summary = candidateDoc({ id: 'c1', bio: '', isSummary: true });
    const full = candidateDoc({ id: 'c1', bio: 'Ships accessible web apps.', salaryExpectation: 90000 });
    expect(cache.prepare([summary], 0)[0]!.candidate).toBe(summary);
    expect(cache.prepare([summary], 0)[0]!.candidate).toBe(summary);
    expect(cache.prepare([full], 0)[0]!.candidate).toBe(full);
  });
});
