/**
 * The skill chip input: how typed skills become a clean list (job posting, candidate skills) and how cards
 * shorten a long one. Matching skills against each other is the scorer's job (scoring/), not this module's.
 */

/** A skill as stored: trimmed, inner runs of white space collapsed to one space. */
export function cleanSkill(input: string): string {
  return input.trim().replace(/\s+/g, ' ');
}

/** The list with every skill cleaned, blanks dropped and case-insensitive repeats removed (first one wins). */
export function normalizeSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of skills) {
    const skill = cleanSkill(raw);
    const key = skill.toLowerCase();
    if (skill === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(skill);
  }
  return result;
}

/** Whether the list already holds this skill, ignoring case and surrounding space. */
export function hasSkill(skills: readonly string[], skill: string): boolean {
  const key = cleanSkill(skill).toLowerCase();
  return skills.some((existing) => cleanSkill(existing).toLowerCase() === key);
}

/**
 * The list after the user adds `input` by Enter or the add button: unchanged (same array) when the input is
 * blank or a case-insensitive repeat, else with the cleaned skill appended.
 */
export function addSkill(skills: readonly string[], input: string): readonly string[] {
  const skill = cleanSkill(input);
  if (skill === '' || hasSkill(skills, skill)) return skills;
  return [...skills, skill];
}

/** The list without `skill` (compared ignoring case), as the chip's remove button leaves it. */
export function removeSkill(skills: readonly string[], skill: string): string[] {
  const key = cleanSkill(skill).toLowerCase();
  return skills.filter((existing) => cleanSkill(existing).toLowerCase() !== key);
}

/** The first `max` skills to show on a card and how many are left out. */
export function splitVisibleSkills(
  skills: readonly string[],
  max: number,
): { visible: readonly string[]; hiddenCount: number } {
  return { visible: skills.slice(0, max), hiddenCount: Math.max(0, skills.length - max) };
}

/** The chip after the visible skills, `+3 more`; null when nothing is hidden. */
export function formatMoreSkills(hiddenCount: number): string | null {
  return hiddenCount > 0 ? `+${hiddenCount} more` : null;
}
