/** How a match score looks on a card: the badge colour of each label (labels themselves: rules/match-labels.ts). */
import { MATCH_LABEL_THRESHOLDS, type MatchLabel } from '@shared/rules/match-labels.ts';
import type { SkillMatchDetail } from '@shared/scoring/index.ts';
import type { BadgeTone } from '../../ui/index.ts';

export const MATCH_LABEL_TONES: Record<MatchLabel, BadgeTone> = {
  'Excellent Match': 'success',
  'Great Match': 'brand',
  'Good Match': 'info',
  'Fair Match': 'neutral',
};

/** Names of the five sub-scores with their weight, in the order the spec lists them. */
export const SUB_SCORE_LABELS = [
  ['skills', 'Skills'],
  ['experience', 'Experience'],
  ['location', 'Location'],
  ['workAuthorization', 'Work authorization'],
  ['education', 'Education'],
] as const;

/** The dashboard's 'potential matches' count jobs scoring at least this: 'Good Match' or better. */
export const POTENTIAL_MATCH_MIN = MATCH_LABEL_THRESHOLDS.find((threshold) => threshold.label === 'Good Match')?.min ?? 70;

/** Through which of the candidate's skills a job skill matched, or null for the same skill. */
export function viaSkill(detail: SkillMatchDetail): string | null {
  if (detail.kind === 'same') return null;
  return detail.kind === 'synonym' ? `via ${detail.candidateSkill} (synonym)` : `via ${detail.candidateSkill}`;
}
