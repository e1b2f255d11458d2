/**
 * Whether a job or a candidate passes the advanced-search filter set (spec section 3, options of section 5).
 * One reading for the device (searching offline) and for a server-side GET /api/search. Filters that do not
 * describe the item searched (remote, company size and job type for candidates; education for jobs) are
 * ignored. A filter on a value the item does not state (a salary, an education) excludes the item.
 */
import {
  type EducationLevel,
  type ExperienceBandId,
  type ExperienceLevel,
  type SearchWorkAuthorization,
} from '../catalog.ts';
import type { Candidate, Education } from '../schemas/candidate.ts';
import type { Job } from '../schemas/job.ts';
import type { SearchFilters } from '../schemas/search-filters.ts';
import { prepareLocation, overlapPreparedLocations, type PreparedLocation } from '../scoring/location-match.ts';
import { matchPreparedSkills, prepareSkill, type PreparedSkill } from '../scoring/skill-match.ts';
import { experienceMonths } from '../scoring/experience-years.ts';
import { needsSponsorship } from '../scoring/match-weights.ts';
import { hasSearchTerms, parseSearchTerms, type SearchTerm } from './search-terms.ts';
import { matchesExperienceBand } from './talent-filters.ts';
import { toEpochMs, type TimeInput } from './time-input.ts';
import { POSTED_WITHIN_MS } from '../schemas/search-params.ts';

/**
 * Years of experience per search experience level, as the find-talent bands: entry 0-2, mid 3-5, senior 6-10,
 * lead above 10. A job's level comes from the years it asks for, a candidate's from the years they have.
 */
export const EXPERIENCE_LEVEL_BANDS: Record<ExperienceLevel, ExperienceBandId> = {
  entry: '0-2',
  mid: '3-5',
  senior: '6-10',
  lead: '10+',
};

/** The search experience level of whole years of experience. */
export function experienceLevelOf(years: number): ExperienceLevel {
  const levels = Object.keys(EXPERIENCE_LEVEL_BANDS) as ExperienceLevel[];
  return levels.find((level) => matchesExperienceBand(years, EXPERIENCE_LEVEL_BANDS[level])) ?? 'lead';
}

/**
 * A candidate's whole years of experience: what they state, else the years their experience entries cover
 * ({@link experienceMonths}: overlapping jobs counted once, a current job up to `now`). Undefined with neither.
 */
export function candidateExperienceYears(
  candidate: Pick<Candidate, 'yearsExperience' | 'experience'>,
  now: TimeInput,
): number | undefined {
  if (candidate.yearsExperience !== undefined) return candidate.yearsExperience;
  if (candidate.experience.length === 0) return undefined;
  return Math.floor(experienceMonths(candidate.experience, now) / 12);
}

/** Education levels, lowest first, each with the words of degrees that reach it. */
const EDUCATION_PATTERNS: readonly (readonly [EducationLevel, RegExp])[] = [
  ['phd', /\b(ph\.? ?d|doctor(ate)?|d\.? ?phil|ed\.? ?d)\b/i],
  ['masters', /\b(master'?s?|m\.? ?sc?|m\.? ?a|mba|m\.? ?eng|m\.? ?phil|llm)\b/i],
  ['bachelors', /\b(bachelor'?s?|b\.? ?sc?|b\.? ?a|b\.? ?eng|b\.? ?tech|llb|undergraduate)\b/i],
  ['associates', /\b(associate'?s?|a\.? ?a\.? ?s?|hnd)\b/i],
  ['high_school', /\b(high school|secondary|ged|diploma|a[- ]levels?|abitur|baccalaur[eé]at)\b/i],
];
const EDUCATION_ORDER: readonly EducationLevel[] = ['high_school', 'associates', 'bachelors', 'masters', 'phd'];

/** The highest education level the degrees listed name, or undefined when none is recognised. */
export function educationLevelOf(education: readonly Pick<Education, 'degree'>[]): EducationLevel | undefined {
  let best = -1;
  for (const entry of education) {
    const found = EDUCATION_PATTERNS.find(([, pattern]) => pattern.test(entry.degree));
    if (found) best = Math.max(best, EDUCATION_ORDER.indexOf(found[0]));
  }
  return best < 0 ? undefined : EDUCATION_ORDER[best];
}

/** Whether an education level reaches the level asked for ('bachelors' is met by a master's too). */
export function meetsEducationLevel(level: EducationLevel | undefined, wanted: EducationLevel): boolean {
  return level !== undefined && EDUCATION_ORDER.indexOf(level) >= EDUCATION_ORDER.indexOf(wanted);
}

/** Search work authorizations that need a sponsoring employer (an H-1B, OPT or other work visa too). */
const SPONSORED_SEARCH_VALUES: ReadonlySet<SearchWorkAuthorization> = new Set(['h1b', 'opt', 'other', 'sponsorship']);

/** Whether a candidate falls under a search work authorization value. */
export function hasSearchAuthorization(
  candidate: Pick<Candidate, 'workAuthorizationStatus' | 'visaStatus'>,
  value: SearchWorkAuthorization,
): boolean {
  const status = candidate.workAuthorizationStatus;
  switch (value) {
    case 'citizen':
      return status === 'citizen';
    case 'permanent':
      return status === 'permanent_resident';
    case 'h1b':
    case 'opt':
      return status === value;
    case 'other':
      // A work visa other than H-1B or OPT: someone who holds a sponsored visa under another status.
      return candidate.visaStatus === 'sponsored' && status !== 'h1b' && status !== 'opt';
    case 'sponsorship':
      return needsSponsorship(status);
  }
}

/** The lower-case text a query is looked for in: title, company, location and skills, a line each. */
export function jobSearchText(job: Pick<Job, 'title' | 'companyName' | 'location' | 'skills'>): string {
  return [job.title, job.companyName, job.location, ...job.skills].join('\n').toLowerCase();
}

/** The lower-case text a query is looked for in: name, title, location and skills, a line each. */
export function candidateSearchText(
  candidate: Pick<Candidate, 'firstName' | 'lastName' | 'title' | 'location' | 'skills'>,
): string {
  return [`${candidate.firstName} ${candidate.lastName}`, candidate.title, candidate.location, ...candidate.skills]
    .join('\n')
    .toLowerCase();
}

/** A filter set made ready to test many items: terms split, location and skills prepared once. */
export interface PreparedSearch {
  readonly filters: SearchFilters;
  /** The query's words with their skill spellings ({@link parseSearchTerms}). */
  readonly terms: readonly SearchTerm[];
  readonly location: PreparedLocation | null;
  readonly skills: readonly PreparedSkill[];
  readonly experienceBand: ExperienceBandId | null;
  /** Memo of which wanted skills an item's skill text covers, filled as items are tested. */
  readonly skillCoverage: Map<string, readonly boolean[]>;
  /** Memo of whether an item's location overlaps the one asked for. */
  readonly locationOverlap: Map<string, boolean>;
  /** The earliest posting time (epoch ms) that passes `postedWithin`; -Infinity without that filter. */
  readonly postedFromMs: number;
}

/**
 * Prepares a (parsed) filter set for {@link jobMatchesSearch} and {@link candidateMatchesSearch}. `now` is
 * needed only by `postedWithin` (the window ends at it); a date filter without it is a caller's mistake, so it
 * throws rather than silently not filtering.
 */
export function prepareSearch(filters: SearchFilters, now?: TimeInput): PreparedSearch {
  const location = filters.location.trim();
  let postedFromMs = Number.NEGATIVE_INFINITY;
  if (filters.postedWithin) {
    const nowMs = now === undefined ? Number.NaN : toEpochMs(now);
    if (Number.isNaN(nowMs)) throw new Error('prepareSearch: postedWithin needs now');
    postedFromMs = nowMs - POSTED_WITHIN_MS[filters.postedWithin];
  }
  return {
    postedFromMs,
    filters,
    terms: parseSearchTerms(filters.query),
    location: location === '' ? null : prepareLocation(location),
    skills: filters.skills.map(prepareSkill),
    experienceBand: filters.experienceLevel ? EXPERIENCE_LEVEL_BANDS[filters.experienceLevel] : null,
    skillCoverage: new Map(),
    locationOverlap: new Map(),
  };
}

/** Which wanted skills one item skill covers, by position; remembered per search, as items repeat skills. */
function coverage(search: PreparedSearch, itemSkill: string): readonly boolean[] {
  let covers = search.skillCoverage.get(itemSkill);
  if (!covers) {
    const own = prepareSkill(itemSkill);
    covers = search.skills.map((skill) => matchPreparedSkills(own, skill) !== undefined);
    search.skillCoverage.set(itemSkill, covers);
  }
  return covers;
}

/** Every wanted skill is covered by one of the item's skills, as the match scorer reads skills. */
function hasSkills(itemSkills: readonly string[], search: PreparedSearch): boolean {
  const wanted = search.skills.length;
  if (wanted === 0) return true;
  const covered = Array.from({ length: wanted }, () => false);
  let count = 0;
  for (const itemSkill of itemSkills) {
    const covers = coverage(search, itemSkill);
    for (let i = 0; i < wanted; i++) {
      if (covers[i] && !covered[i]) {
        covered[i] = true;
        count++;
      }
    }
    if (count === wanted) return true;
  }
  return false;
}

function inLocation(location: string, search: PreparedSearch): boolean {
  const wanted = search.location;
  if (wanted === null) return true;
  let overlaps = search.locationOverlap.get(location);
  if (overlaps === undefined) {
    overlaps = overlapPreparedLocations(prepareLocation(location), wanted);
    search.locationOverlap.set(location, overlaps);
  }
  return overlaps;
}

/** The job facts the search reads beyond the job itself. */
export interface JobSearchSubject {
  readonly job: Job;
  /** {@link jobSearchText} of the job, built once. */
  readonly haystack: string;
  /** The posting company's size, from its profile; undefined when unknown. */
  readonly companySize?: string;
}

/**
 * Whether a job passes: every query word in its text; location overlapping (a remote-ok job passes any
 * location); posted within the window asked for; its salary range overlapping the range asked for; its required years in the level; every skill
 * listed; open to the work authorization (one that needs sponsorship only where the job sponsors); remote-ok
 * when remote is asked for; the company size and job type asked for.
 */
export function jobMatchesSearch(search: PreparedSearch, subject: JobSearchSubject): boolean {
  const { filters } = search;
  const { job } = subject;
  if (filters.jobType && job.jobType !== filters.jobType) return false;
  if (filters.remote && !job.remoteOk) return false;
  // A posting time that does not parse is never 'recent'.
  if (search.postedFromMs > Number.NEGATIVE_INFINITY && !(Date.parse(job.postedAt) >= search.postedFromMs)) return false;
  if (filters.companySize && subject.companySize !== filters.companySize) return false;
  if (search.experienceBand && !matchesExperienceBand(job.requiredExperience, search.experienceBand)) return false;
  if (filters.visaStatus && SPONSORED_SEARCH_VALUES.has(filters.visaStatus) && !job.visaSponsorship) return false;
  if (filters.salaryRange) {
    const low = job.salaryMin ?? job.salaryMax;
    const high = job.salaryMax ?? job.salaryMin;
    if (low === undefined || high === undefined) return false;
    if (high < filters.salaryRange[0] || low > filters.salaryRange[1]) return false;
  }
  if (!hasSearchTerms(subject.haystack, search.terms)) return false;
  if (!job.remoteOk && !inLocation(job.location, search)) return false;
  return hasSkills(job.skills, search);
}

/** The candidate facts the search reads beyond the candidate itself. */
export interface CandidateSearchSubject {
  readonly candidate: Candidate;
  /** {@link candidateSearchText} of the candidate, built once. */
  readonly haystack: string;
  /** {@link candidateExperienceYears}, worked out once. */
  readonly years: number | undefined;
}

/**
 * Whether a candidate passes: every query word in their text; location overlapping; salary expectation within
 * the range; years in the level; every skill listed; the work authorization asked for; education at least the
 * level asked for.
 */
export function candidateMatchesSearch(search: PreparedSearch, subject: CandidateSearchSubject): boolean {
  const { filters } = search;
  const { candidate } = subject;
  if (search.experienceBand && !matchesExperienceBand(subject.years, search.experienceBand)) return false;
  if (filters.visaStatus && !hasSearchAuthorization(candidate, filters.visaStatus)) return false;
  if (filters.salaryRange) {
    const salary = candidate.salaryExpectation;
    if (salary === undefined || salary < filters.salaryRange[0] || salary > filters.salaryRange[1]) return false;
  }
  if (filters.education && !meetsEducationLevel(educationLevelOf(candidate.education), filters.education)) return false;
  if (!hasSearchTerms(subject.haystack, search.terms)) return false;
  if (!inLocation(candidate.location, search)) return false;
  return hasSkills(candidate.skills, search);
}

/** The filters of the set that apply to a search for jobs or for candidates (the screen shows only those). */
export const SEARCH_FILTERS_BY_TYPE = {
  jobs: ['query', 'location', 'salaryRange', 'experienceLevel', 'skills', 'visaStatus', 'remote', 'companySize', 'jobType'],
  candidates: ['query', 'location', 'salaryRange', 'experienceLevel', 'skills', 'visaStatus', 'education'],
} as const satisfies Record<'jobs' | 'candidates', readonly (keyof SearchFilters)[]>;
