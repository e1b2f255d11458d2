import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPONSORSHIP_NEEDED_STATUSES } from '../schemas/common.ts';
import { MATCH_NOW, matchCandidate, matchJob, type CandidateSpec } from './match-fixtures.ts';
import { explainMatch } from './match-explain.ts';
import { toCandidateFeatures, toJobFeatures } from './match-features.ts';
import { createMatchIndex } from './match-index.ts';
import { scorePair, scorePairBreakdown } from './match-score.ts';
import { createMatchScores, type MatchJob, type MatchScores } from './match-weights.ts';
import { scoreMatchReference } from './reference-scorer.ts';

/** Scores one pair every way there is and checks they agree: fast path, breakdown, reference, explanation. */
function scoreEveryWay(candidateSpec: CandidateSpec, jobSpec: Partial<MatchJob>): MatchScores {
  const candidate = matchCandidate(candidateSpec);
  const job = matchJob(jobSpec);
  const index = createMatchIndex();
  const jobFeatures = toJobFeatures(index, job);
  const candidateFeatures = toCandidateFeatures(index, candidate, MATCH_NOW);
  const fast = createMatchScores();
  const overall = scorePairBreakdown(candidateFeatures, jobFeatures, fast);
  expect(scorePair(candidateFeatures, jobFeatures)).toBe(overall);
  expect(scoreMatchReference(candidate, job, MATCH_NOW)).toEqual(fast);
  expect(explainMatch(candidate, job, MATCH_NOW).scores).toEqual(fast);
  return fast;
}

describe('match score weights (spec section 9: 40/25/15/15/5)', () => {
  it.each<[string, CandidateSpec, Partial<MatchJob>, Partial<MatchScores>]>([
    ['everything met', {}, {}, { overall: 100, skills: 100, experience: 100, location: 100, workAuthorization: 100, education: 100 }],
    ['skills 0 costs 40', { skills: ['Excel'] }, { skills: ['Kotlin'] }, { overall: 60, skills: 0 }],
    ['experience 0 costs 25', { experienceYears: 0 }, { requiredExperience: 3 }, { overall: 75, experience: 0 }],
    ['location 30 costs 15 x 70%', { location: 'Austin, TX' }, {}, { overall: 90, location: 30 }],
    ['authorization 20 costs 15 x 80%', { workAuthorizationStatus: 'visa_required' }, {}, { overall: 88, workAuthorization: 20 }],
    ['education 80 costs 5 x 20%', { educationCount: 0 }, {}, { overall: 99, education: 80 }],
    [
      'every sub-score at its floor',
      { skills: [], experienceYears: 0, educationCount: 0, location: 'Lima', workAuthorizationStatus: 'h1b' },
      { requiredExperience: 5 },
      { overall: 12, skills: 0, experience: 0, location: 30, workAuthorization: 20, education: 80 },
    ],
  ])('%s', (_, candidate, job, expected) => {
    expect(scoreEveryWay(candidate, job)).toMatchObject(expected);
  });
});

describe('skills score: share of the job skills matched', () => {
  it.each<[string, string[], string[], number, number]>([
    ['candidate skill contains the job skill', ['React Native'], ['React'], 100, 100],
    ['job skill contains the candidate skill', ['Excel'], ['Advanced Excel modelling'], 100, 100],
    ['case and spacing do not matter', ['  react '], ['REACT'], 100, 100],
    ['synonym JS = JavaScript', ['JS'], ['JavaScript'], 100, 100],
    ['synonym k8s = Kubernetes', ['k8s'], ['Kubernetes'], 100, 100],
    ['synonym ML = Machine Learning', ['ML'], ['Machine Learning'], 100, 100],
    ['synonym inside a longer job skill', ['k8s'], ['Kubernetes administration'], 100, 100],
    ['2 of 4', ['React', 'k8s'], ['React', 'Kubernetes', 'Go', 'Figma'], 50, 80],
    ['1 of 3', ['Figma'], ['Figma', 'Sketch', 'Kotlin'], 33, 73],
    ['no candidate skills', [], ['React'], 0, 60],
    ['the job lists no skills', [], [], 100, 100],
    ['blank job skills do not count', ['Excel'], ['  ', ''], 100, 100],
    ['repeated job skills count once', [], ['React', 'react ', 'Go'], 0, 60],
    ['repeats count once when matched too', ['Go'], ['React', 'react ', 'Go'], 50, 80],
    ['unrelated skills', ['Nursing'], ['Welding'], 0, 60],
  ])('%s', (_, candidateSkills, jobSkills, skills, overall) => {
    expect(scoreEveryWay({ skills: candidateSkills }, { skills: jobSkills })).toMatchObject({ skills, overall });
  });
});

describe('experience score: years / required, capped at 100', () => {
  it.each<[number, number, number, number]>([
    // years, required, experience, overall
    [1, 4, 25, 81],
    [2, 3, 67, 92],
    [3, 3, 100, 100],
    [5, 2, 100, 100],
    [0, 0, 100, 100],
    [4, 0, 100, 100],
    [0, 1, 0, 75],
  ])('%i years for %i required', (experienceYears, requiredExperience, experience, overall) => {
    expect(scoreEveryWay({ experienceYears }, { requiredExperience })).toMatchObject({ experience, overall });
  });
});

describe('experience score: years from the entries\' dates (decisions.md)', () => {
  const role = (startDate: string, endDate?: string, isCurrent = false) => {
    const { endDate: _placeholderEnd, ...entry } = matchCandidate().experience[0];
    return { ...entry, startDate, ...(endDate ? { endDate } : {}), isCurrent };
  };
  /** The experience sub-score of a candidate with these roles for a job asking `required` years, at MATCH_NOW (2026-06). */
  function experienceFor(roles: ReturnType<typeof role>[], required: number) {
    const candidate = { ...matchCandidate(), experience: roles };
    const job = matchJob({ requiredExperience: required });
    const index = createMatchIndex();
    const fast = createMatchScores();
    scorePairBreakdown(toCandidateFeatures(index, candidate, MATCH_NOW), toJobFeatures(index, job), fast);
    expect(scoreMatchReference(candidate, job, MATCH_NOW)).toEqual(fast);
    expect(explainMatch(candidate, job, MATCH_NOW).scores).toEqual(fast);
    return fast.experience;
  }

  it('scores one eight-year role as eight years, not as one entry', () => {
    expect(experienceFor([role('2016-01', '2023-12')], 5)).toBe(100);
    expect(experienceFor([role('2016-01', '2023-12')], 10)).toBe(80);
  });

  it('counts overlapping roles once', () => {
    // 2018-01..2021-12 and 2020-01..2022-12 cover 2018-01..2022-12: five years, not seven.
    expect(experienceFor([role('2018-01', '2021-12'), role('2020-01', '2022-12')], 10)).toBe(50);
    // A role inside another adds nothing.
    expect(experienceFor([role('2018-01', '2022-12'), role('2019-03', '2019-09')], 10)).toBe(50);
  });

  it('runs a current role, and a role without an end date, up to now', () => {
    // 2024-07 to 2026-06 (the month of MATCH_NOW, counted) is 24 months.
    expect(experienceFor([role('2024-07', undefined, true)], 4)).toBe(50);
    expect(experienceFor([role('2024-07')], 4)).toBe(50);
    // A current role with a stale end date still runs to now.
    expect(experienceFor([role('2024-07', '2024-12', true)], 4)).toBe(50);
  });

  it('counts months: both the first and the last month worked', () => {
    expect(experienceFor([role('2025-01', '2025-06')], 1)).toBe(50);
    expect(experienceFor([role('2025-03', '2025-03')], 1)).toBe(8);
    expect(experienceFor([role('2023-01', '2024-06')], 3)).toBe(50);
  });

  it('gives 100 when no experience is required, with or without roles', () => {
    expect(experienceFor([], 0)).toBe(100);
    expect(experienceFor([role('2025-01', '2025-02')], 0)).toBe(100);
  });

  it('gives 0 with no roles, and nothing for a role that ends before it starts', () => {
    expect(experienceFor([], 3)).toBe(0);
    expect(experienceFor([role('2024-05', '2023-01')], 3)).toBe(0);
  });

  it('reads the years at the `now` it is given, not the clock', () => {
    const candidate = { ...matchCandidate(), experience: [role('2024-07', undefined, true)] };
    const job = matchJob({ requiredExperience: 4 });
    expect(scoreMatchReference(candidate, job, '2025-06-15T00:00:00Z').experience).toBe(25);
    expect(scoreMatchReference(candidate, job, '2028-06-15T00:00:00Z').experience).toBe(100);
  });
});

describe('location score: 100 if remote-ok or overlapping, else 30', () => {
  it.each<[string, string, boolean, number]>([
    ['Austin, TX', 'Berlin', true, 100],
    ['Berlin, Germany', 'Berlin', false, 100],
    ['berlin', 'Berlin, Germany', false, 100],
    ['New York, NY', 'NYC', false, 100],
    ['San Francisco, CA', 'San Francisco, California', false, 100],
    ['München', 'Munich, Germany', false, 100],
    ['Austin, TX', 'Berlin', false, 30],
    ['CA', 'Chicago, IL', false, 30],
    ['', 'Berlin', false, 30],
    ['', '', false, 30],
    ['', '', true, 100],
  ])('%j for a job in %j (remote-ok %s)', (location, jobLocation, remoteOk, expected) => {
    expect(scoreEveryWay({ location }, { location: jobLocation, remoteOk }).location).toBe(expected);
  });
});

describe('work authorization score', () => {
  it.each(['citizen', 'permanent_resident'] as const)('%s scores 100 with or without sponsorship', (status) => {
    for (const visaSponsorship of [false, true]) {
      expect(scoreEveryWay({ workAuthorizationStatus: status }, { visaSponsorship }).workAuthorization).toBe(100);
    }
  });

  it.each(SPONSORSHIP_NEEDED_STATUSES)('%s scores 100 when the job sponsors, 20 when it does not', (status) => {
    expect(scoreEveryWay({ workAuthorizationStatus: status }, { visaSponsorship: true })).toMatchObject({
      workAuthorization: 100,
      overall: 100,
    });
    expect(scoreEveryWay({ workAuthorizationStatus: status }, { visaSponsorship: false })).toMatchObject({
      workAuthorization: 20,
      overall: 88,
    });
  });
});

describe('education score', () => {
  it.each([
    [0, 80],
    [1, 100],
    [3, 100],
  ])('%i entries score %i', (educationCount, education) => {
    expect(scoreEveryWay({ educationCount }, {}).education).toBe(education);
  });
});

describe('overall rounding', () => {
  /** Spec section 9 in exact integer arithmetic: the weighted sum over a common denominator, half rounded up. */
  function exactOverall(matched: number, total: number, entries: number, required: number, rest: number): number {
    const denominator = total * required * 100;
    const numerator = 40 * 100 * matched * required + 25 * 100 * Math.min(entries, required) * total + rest * total * required;
    return Math.floor((2 * numerator + denominator) / (2 * denominator));
  }

  it('rounds a sum of exactly 37.5 up, although floating point computes 37.49999999999999', () => {
    // 1 of 15 skills (6.67), 14 entries for 15 years (93.33), location 30, authorization 20, education 80.
    const names = Array.from({ length: 15 }, (_, i) => `skill-${String.fromCharCode(97 + i)}`);
    const scores = scoreEveryWay(
      { skills: names.slice(0, 1), experienceYears: 14, educationCount: 0, location: 'Lima', workAuthorizationStatus: 'opt' },
      { skills: names, requiredExperience: 15 },
    );
    expect(scores).toMatchObject({ overall: 38, skills: 7, experience: 93, location: 30, workAuthorization: 20, education: 80 });
  });

  it('rounds the exact weighted sum half up up to the schema limits (50 skills, 50 years)', () => {
    const names = Array.from({ length: 50 }, (_, i) => `skill-${i}-x`);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }).chain((total) => fc.tuple(fc.constant(total), fc.integer({ min: 0, max: total }))),
        fc.integer({ min: 1, max: 50 }).chain((required) => fc.tuple(fc.constant(required), fc.integer({ min: 0, max: 50 }))),
        fc.boolean(),
        fc.boolean(),
        ([total, matched], [required, entries], isLocationMet, isSponsored) => {
          const scores = scoreEveryWay(
            { skills: names.slice(0, matched), experienceYears: entries, location: isLocationMet ? 'Berlin' : 'Lima', workAuthorizationStatus: 'opt' },
            { skills: names.slice(0, total), requiredExperience: required, visaSponsorship: isSponsored },
          );
          const rest = 15 * scores.location + 15 * scores.workAuthorization + 5 * scores.education;
          expect(scores.overall).toBe(exactOverall(matched, total, entries, required, rest));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rounds the exact weighted sum half up for every small fraction', () => {
    const names = 'abcdefg'.split('').map((letter) => `skill-${letter}`);
    for (let total = 1; total <= 6; total++) {
      for (let matched = 0; matched <= total; matched++) {
        for (let required = 1; required <= 6; required++) {
          for (let entries = 0; entries <= required + 1; entries++) {
            for (const [location, sponsorship] of [['Lima', false], ['Berlin', true], ['Lima', true]] as const) {
              const scores = scoreEveryWay(
                { skills: names.slice(0, matched), experienceYears: entries, location, workAuthorizationStatus: 'opt' },
                { skills: names.slice(0, total), requiredExperience: required, visaSponsorship: sponsorship },
              );
              const rest = 15 * scores.location + 15 * scores.workAuthorization + 5 * scores.education;
              expect(scores.overall, `${matched}/${total} ${entries}/${required} ${location}`).toBe(
                exactOverall(matched, total, entries, required, rest),
              );
            }
          }
        }
      }
    }
    // About 2,700 exact cases: seconds on a busy machine, so more than the default 5 s to finish.
  }, 60_000);
});
