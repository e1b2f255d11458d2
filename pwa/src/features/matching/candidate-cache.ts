/**
 * Search entries and match features of candidate profiles, reused while a profile is unchanged (same id,
 * updatedAt and summary flag: an opened profile replaces its summary without a new updatedAt), the
 * candidate-side twin of JobMatchCache. Features are built on the index of the jobs they are scored against; a
 * job interned later makes the scorer refresh a candidate's bitsets once.
 */
import { candidateExperienceYears, candidateSearchText, type CandidateSearchSubject } from '@shared/rules/search-match.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import { toCandidateFeatures, type CandidateFeatures, type MatchIndex } from '@shared/scoring/index.ts';

/** A candidate ready for search: text, years of experience, and the fast scorer's features. */
export interface CandidateEntry extends CandidateSearchSubject {
  readonly features: CandidateFeatures;
}

interface Cached {
  readonly updatedAt: string;
  readonly isSummary: boolean;
  readonly entry: CandidateEntry;
}

export class CandidateMatchCache {
  private byId = new Map<string, Cached>();

  constructor(readonly index: MatchIndex) {}

  /**
   * Entries for the profiles given, in their order. `now` dates current jobs for years of experience; an entry
   * keeps the years (and the match features' years) worked out when it was built (a month's drift until the profile changes is acceptable).
   */
  prepare(candidates: readonly Candidate[], now: number): CandidateEntry[] {
    const next = new Map<string, Cached>();
    const entries: CandidateEntry[] = [];
    for (const candidate of candidates) {
      let cached = this.byId.get(candidate.id);
      const isSummary = candidate.isSummary === true;
      if (!cached || cached.updatedAt !== candidate.updatedAt || cached.isSummary !== isSummary) {
        cached = {
          updatedAt: candidate.updatedAt,
          isSummary,
          entry: {
            candidate,
            haystack: candidateSearchText(candidate),
            years: candidateExperienceYears(candidate, now),
            features: toCandidateFeatures(this.index, candidate, now),
          },
        };
      }
      next.set(candidate.id, cached);
      entries.push(cached.entry);
    }
    this.byId = next;
    return entries;
  }
}
