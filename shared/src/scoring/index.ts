/**
 * Match scoring and the skill taxonomy (spec section 9). Many pairs: createMatchIndex, toJobFeatures,
 * toCandidateFeatures, then scorePair or rankJobs. One card: explainMatch. Skill inputs: normalizeSkill and
 * suggestSkills. Match labels for cards live in rules/, not here.
 */
export { experienceMonths, experienceYears, formatExperienceYears, type ExperienceSpan } from './experience-years.ts';
export { explainMatch, type MatchBlocker, type MatchExplanation, type SkillMatchDetail } from './match-explain.ts';
export {
  jobSkillIds,
  refreshCandidateFeatures,
  toCandidateFeatures,
  toJobFeatures,
  type CandidateFeatures,
  type JobFeatures,
} from './match-features.ts';
export { createMatchIndex, type MatchIndex } from './match-index.ts';
export { rankCandidates, rankJobs, type RankedMatch } from './match-rank.ts';
export { scorePair, scorePairBreakdown } from './match-score.ts';
export {
  LOCATION_MISMATCH_SCORE,
  MATCH_WEIGHTS,
  NO_EDUCATION_SCORE,
  SPONSORSHIP_NOT_OFFERED_SCORE,
  createMatchScores,
  needsSponsorship,
  type MatchCandidate,
  type MatchJob,
  type MatchScores,
} from './match-weights.ts';
export { locationsOverlap } from './location-match.ts';
export { scoreMatchReference } from './reference-scorer.ts';
export { matchSkill, type SkillMatchKind } from './skill-match.ts';
export {
  SKILLS,
  SKILL_CATEGORIES,
  TAXONOMY_ROLES,
  findSkill,
  normalizeSkill,
  type RoleDefinition,
  type SkillCategory,
  type SkillDefinition,
} from './taxonomy.ts';
export { suggestSkills, type SkillSuggestionInput } from './taxonomy-suggest.ts';
