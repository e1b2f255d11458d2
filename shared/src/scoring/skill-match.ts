/**
 * When a candidate's skill covers a job's skill (spec section 9): a partial text match either way, or the
 * same taxonomy skill under another spelling. Both the per-pair reference scorer and the match index use it.
 */
import { normalizeSkill } from './taxonomy.ts';

/** How a candidate skill covers a job skill, from the most to the least literal. */
export type SkillMatchKind = 'same' | 'partial' | 'synonym';

/** A skill ready for comparison: its text form and the text form of its canonical name. */
export interface PreparedSkill {
  readonly text: string;
  readonly canonical: string;
}

/** The comparable form of a skill: trimmed, lower-case, inner whitespace collapsed; '' for a blank skill. */
export function skillText(skill: string): string {
  return skill.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Prepares a skill for {@link matchPreparedSkills}, resolving synonyms once ('k8s' gets 'kubernetes'). */
export function prepareSkill(skill: string): PreparedSkill {
  const text = skillText(skill);
  return { text, canonical: text === '' ? '' : skillText(normalizeSkill(text)) };
}

/**
 * How a prepared candidate skill covers a prepared job skill, or undefined. 'same': equal ignoring case and
 * spacing; 'partial': one contains the other ('React' and 'React Native', 'SQL' and 'PostgreSQL'); 'synonym':
 * the same after resolving taxonomy synonyms, or one canonical name contains the other ('JS' and
 * 'JavaScript', 'k8s' and 'Kubernetes administration'). A blank skill matches nothing.
 */
export function matchPreparedSkills(candidate: PreparedSkill, job: PreparedSkill): SkillMatchKind | undefined {
  if (candidate.text === '' || job.text === '') return undefined;
  if (candidate.text === job.text) return 'same';
  if (candidate.text.includes(job.text) || job.text.includes(candidate.text)) return 'partial';
  if (candidate.canonical.includes(job.canonical) || job.canonical.includes(candidate.canonical)) return 'synonym';
  return undefined;
}

/** How a candidate skill covers a job skill, or undefined; see {@link matchPreparedSkills}. */
export function matchSkill(candidateSkill: string, jobSkill: string): SkillMatchKind | undefined {
  return matchPreparedSkills(prepareSkill(candidateSkill), prepareSkill(jobSkill));
}

/**
 * The job skills that count towards the skills score: blank entries dropped, and entries equal ignoring case
 * and spacing ('React', 'react ') counted once, in their first spelling.
 */
export function distinctJobSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const distinct: string[] = [];
  for (const skill of skills) {
    const text = skillText(skill);
    if (text === '' || seen.has(text)) continue;
    seen.add(text);
    distinct.push(skill.trim());
  }
  return distinct;
}
