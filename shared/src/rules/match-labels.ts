/**
 * Words for match scores, exactly as decisions.md fixes them (the documentation page states the same): card
 * labels, the AI-matching filter bands and the AI-matching badge. Scores are rounded first, so a card that
 * shows 90% never says 'Great Match'. Computing scores is scoring/'s job.
 */

/** Card labels with their lowest (rounded) score, highest first. */
export const MATCH_LABEL_THRESHOLDS = [
  { min: 90, label: 'Excellent Match' },
  { min: 80, label: 'Great Match' },
  { min: 70, label: 'Good Match' },
  { min: 0, label: 'Fair Match' },
] as const;
export type MatchLabel = (typeof MATCH_LABEL_THRESHOLDS)[number]['label'];

/** The AI-matching filter bands with their lowest (rounded) score: high 80+, medium 60-79, low below 60. */
export const MATCH_BANDS = [
  { band: 'high', min: 80, filterLabel: 'High (80%+)', badge: 'High Match' },
  { band: 'medium', min: 60, filterLabel: 'Medium (60-79%)', badge: 'Good Match' },
  { band: 'low', min: 0, filterLabel: 'Low (under 60%)', badge: 'Fair Match' },
] as const;
export type MatchBand = (typeof MATCH_BANDS)[number]['band'];
export type MatchBadge = (typeof MATCH_BANDS)[number]['badge'];
/** The AI-matching filter: every band, or one. */
export type MatchBandFilter = 'all' | MatchBand;

/** A score as shown: rounded to a whole percent and held within 0-100. */
export function roundScore(score: number): number {
  return Math.min(100, Math.max(0, Math.round(score)));
}

/** The label on job and candidate cards: 90+ Excellent, 80-89 Great, 70-79 Good, below 70 Fair. */
export function getMatchLabel(score: number): MatchLabel {
  const rounded = roundScore(score);
  return MATCH_LABEL_THRESHOLDS.find((t) => rounded >= t.min)?.label ?? 'Fair Match';
}

/** The AI-matching band of a score. */
export function getMatchBand(score: number): MatchBand {
  const rounded = roundScore(score);
  return MATCH_BANDS.find((b) => rounded >= b.min)?.band ?? 'low';
}

/** The AI-matching badge: 'High Match' 80+, 'Good Match' 60-79, 'Fair Match' below 60. */
export function getMatchBadge(score: number): MatchBadge {
  const band = getMatchBand(score);
  return MATCH_BANDS.find((b) => b.band === band)?.badge ?? 'Fair Match';
}

/** Whether a score passes the AI-matching filter. */
export function matchesBandFilter(score: number, filter: MatchBandFilter): boolean {
  return filter === 'all' || getMatchBand(score) === filter;
}
