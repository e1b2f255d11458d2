/**
 * How complete a candidate profile is (spec section 4): eight basic fields, experience, education and at least
 * three skills, out of 11, as a rounded percentage; and the dashboard's short form out of 6.
 */
import { COMPLETENESS_MIN_SKILLS } from '../catalog.ts';
import type { Candidate } from '../schemas/candidate.ts';

/**
 * The eight basic fields. The spec counts eight without naming them; these are the profile form's fields a
 * person fills in themselves (work authorization always has a value, so it would not tell anything).
 */
export const COMPLETENESS_BASIC_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'title',
  'bio',
  'location',
  'salaryExpectation',
] as const satisfies readonly (keyof Candidate)[];

/** Every item the full completeness counts, in the order a 'what is missing' list shows them. */
export type CompletenessItem = (typeof COMPLETENESS_BASIC_FIELDS)[number] | 'experience' | 'education' | 'skills';

/** The result of a completeness count. */
export interface Completeness {
  /** Rounded percentage, 0 to 100. */
  percentage: number;
  completed: number;
  total: number;
  missing: CompletenessItem[];
}

type CompletenessInput = Pick<
  Candidate,
  (typeof COMPLETENESS_BASIC_FIELDS)[number] | 'experience' | 'education' | 'skills'
>;

function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value) && value > 0;
  return value !== undefined && value !== null;
}

function toCompleteness(checks: readonly [CompletenessItem, boolean][]): Completeness {
  const missing = checks.filter(([, done]) => !done).map(([item]) => item);
  const completed = checks.length - missing.length;
  return { percentage: Math.round((completed / checks.length) * 100), completed, total: checks.length, missing };
}

/** The profile's completeness out of 11: the basic fields, one experience, one education, 3+ skills. */
export function computeProfileCompleteness(candidate: CompletenessInput): Completeness {
  return toCompleteness([
    ...COMPLETENESS_BASIC_FIELDS.map((field): [CompletenessItem, boolean] => [field, isFilled(candidate[field])]),
    ['experience', candidate.experience.length > 0],
    ['education', candidate.education.length > 0],
    ['skills', candidate.skills.length >= COMPLETENESS_MIN_SKILLS],
  ]);
}

/** What a profile is better with but the count of 11 (spec section 4) does not include. */
export type RecommendedItem = 'resume';

/**
 * The recommended items a profile still lacks: a resume, which employers open first but which the spec's 11 do
 * not count, so a profile can be 'complete' without one and the banner must say so (issue 52).
 */
export function missingRecommendedItems(candidate: Partial<Pick<Candidate, 'resumeUrl'>>): RecommendedItem[] {
  return isFilled(candidate.resumeUrl) ? [] : ['resume'];
}

/** The items of the dashboard's short count (spec section 4). */
export const DASHBOARD_COMPLETENESS_ITEMS = ['firstName', 'lastName', 'title', 'bio', 'skills', 'experience'] as const;

/**
 * The dashboard's fallback count out of 6: first name, last name, title, bio, any skill, any experience.
 * It accepts a partial profile, since the dashboard may hold only a summary.
 */
export function computeDashboardCompleteness(
  candidate: Partial<Pick<Candidate, 'firstName' | 'lastName' | 'title' | 'bio' | 'skills' | 'experience'>>,
): Completeness {
  return toCompleteness([
    ['firstName', isFilled(candidate.firstName)],
    ['lastName', isFilled(candidate.lastName)],
    ['title', isFilled(candidate.title)],
    ['bio', isFilled(candidate.bio)],
    ['skills', (candidate.skills?.length ?? 0) > 0],
    ['experience', (candidate.experience?.length ?? 0) > 0],
  ]);
}
