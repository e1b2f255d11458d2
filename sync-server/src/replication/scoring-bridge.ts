export const POTENTIAL_MATCH_MIN_SCORE = 70;
export function scoreCandidateAgainstJobs(_c: Record<string, unknown>, _j: Record<string, unknown>[]): number[] {
  throw new Error('scorer not wired yet');
}
