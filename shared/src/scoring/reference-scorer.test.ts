/**
 * Property tests of the match score on random candidates and jobs: the fast path equals the reference, and
 * both keep the spec's invariants (range, more skills never hurt, sponsorship never hurts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { workAuthorizationStatusSchema } from '../schemas/common.ts';
import { MATCH_NOW, matchCandidate, matchJob } from './match-fixtures.ts';
import { explainMatch } from './match-explain.ts';
import { toCandidateFeatures, toJobFeatures, type CandidateFeatures, type JobFeatures } from './match-features.ts';
import { createMatchIndex } from './match-index.ts';
import { scorePair, scorePairBreakdown } from './match-score.ts';
import { createMatchScores, type MatchCandidate, type MatchJob, type MatchScores } from './match-weights.ts';
import { scoreMatchReference } from './reference-scorer.ts';

const TAXONOMY_SPELLINGS = [
  'JavaScript', 'JS', 'javascript', 'Java', 'TypeScript', 'TS', 'React', 'React Native', 'ReactJS', 'Node.js', 'node',
  'Kubernetes', 'k8s', 'Postgres', 'PostgreSQL', 'SQL', 'psql', 'Go', 'Golang', 'C', 'C++', 'C#', 'ML',
  'Machine Learning', 'UI/UX Design', 'UX', 'Figma', 'Sales', 'B2B Sales', 'HR', 'Human Resources', 'Nursing', 'CPR',
];

/** Skills as users type them: taxonomy spellings in any case and padding, and short free text that often overlaps. */
const skillArb = fc.oneof(
  fc.constantFrom(...TAXONOMY_SPELLINGS),
  fc.tuple(fc.constantFrom(...TAXONOMY_SPELLINGS), fc.boolean(), fc.constantFrom('', ' ', '  ')).map(
    ([spelling, isUpper, pad]) => `${pad}${isUpper ? spelling.toUpperCase() : spelling.toLowerCase()}${pad}`,
  ),
  fc.stringMatching(/^[ab ]{0,4}$/),
  fc.string({ maxLength: 5 }),
);

const locationArb = fc.oneof(
  fc.constantFrom('Berlin', 'Berlin, Germany', 'berlin ', 'München', 'Munich, Germany', 'New York, NY', 'NYC', 'Austin, TX', 'Remote', '', ' '),
  fc.stringMatching(/^[ab ,]{0,5}$/),
);

const candidateArb: fc.Arbitrary<MatchCandidate> = fc
  .record({
    skills: fc.array(skillArb, { maxLength: 8 }),
    experienceYears: fc.nat(6),
    educationCount: fc.nat(2),
    location: locationArb,
    workAuthorizationStatus: fc.constantFrom(...workAuthorizationStatusSchema.options),
  })
  .map(matchCandidate);

const jobArb: fc.Arbitrary<MatchJob> = fc
  .record({
    skills: fc.array(skillArb, { maxLength: 8 }),
    requiredExperience: fc.nat(8),
    location: locationArb,
    remoteOk: fc.boolean(),
    visaSponsorship: fc.boolean(),
  })
  .map(matchJob);

function fastScores(candidate: MatchCandidate, job: MatchJob): MatchScores {
  const index = createMatchIndex();
  const out = createMatchScores();
  scorePairBreakdown(toCandidateFeatures(index, candidate, MATCH_NOW), toJobFeatures(index, job), out);
  return out;
}

const SCORERS = { fast: fastScores, reference: (candidate: MatchCandidate, job: MatchJob) => scoreMatchReference(candidate, job, MATCH_NOW) };

describe('fast scorer against the reference', () => {
  it('gives the same scores for every pair, whatever order the features were built in', () => {
    fc.assert(
      fc.property(
        fc.array(candidateArb, { minLength: 1, maxLength: 5 }),
        fc.array(jobArb, { minLength: 1, maxLength: 5 }),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        (candidates, jobs, buildOrder) => {
          // Interleave candidate and job builds so candidates built before newer jobs must refresh.
          const index = createMatchIndex();
          const candidateFeatures: CandidateFeatures[] = [];
          const jobFeatures: JobFeatures[] = [];
          for (const isCandidateNext of [...buildOrder, ...candidates.map(() => true), ...jobs.map(() => false)]) {
            if (isCandidateNext && candidateFeatures.length < candidates.length) {
              candidateFeatures.push(toCandidateFeatures(index, candidates[candidateFeatures.length], MATCH_NOW));
            } else if (!isCandidateNext && jobFeatures.length < jobs.length) {
              jobFeatures.push(toJobFeatures(index, jobs[jobFeatures.length]));
            }
          }
          const out = createMatchScores();
          candidates.forEach((candidate, c) => {
            jobs.forEach((job, j) => {
              const expected = scoreMatchReference(candidate, job, MATCH_NOW);
              expect(scorePair(candidateFeatures[c], jobFeatures[j])).toBe(expected.overall);
              scorePairBreakdown(candidateFeatures[c], jobFeatures[j], out);
              expect(out).toEqual(expected);
              expect(explainMatch(candidate, job, MATCH_NOW).scores).toEqual(expected);
            });
          });
        },
      ),
    );
  });
});

describe.each(Object.entries(SCORERS))('%s scorer invariants', (_, score) => {
  it('keeps every score a whole number from 0 to 100', () => {
    fc.assert(
      fc.property(candidateArb, jobArb, (candidate, job) => {
        for (const value of Object.values(score(candidate, job))) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('never lowers the skills score (or the overall) when the candidate adds a job skill', () => {
    fc.assert(
      fc.property(candidateArb, jobArb, fc.nat(), fc.boolean(), (candidate, job, pick, isUpper) => {
        fc.pre(job.skills.length > 0);
        const jobSkill = job.skills[pick % job.skills.length];
        const added = isUpper ? jobSkill.toUpperCase() : jobSkill;
        const before = score(candidate, job);
        const after = score({ ...candidate, skills: [...candidate.skills, added] }, job);
        expect(after.skills).toBeGreaterThanOrEqual(before.skills);
        expect(after.overall).toBeGreaterThanOrEqual(before.overall);
      }),
    );
  });

  it('never lowers the skills score when the candidate adds any skill', () => {
    fc.assert(
      fc.property(candidateArb, jobArb, skillArb, (candidate, job, skill) => {
        const before = score(candidate, job);
        const after = score({ ...candidate, skills: [...candidate.skills, skill] }, job);
        expect(after.skills).toBeGreaterThanOrEqual(before.skills);
      }),
    );
  });

  it('never scores a sponsoring job lower than the same job without sponsorship', () => {
    fc.assert(
      fc.property(candidateArb, jobArb, (candidate, job) => {
        const sponsoring = score(candidate, { ...job, visaSponsorship: true });
        const notSponsoring = score(candidate, { ...job, visaSponsorship: false });
        expect(sponsoring.workAuthorization).toBeGreaterThanOrEqual(notSponsoring.workAuthorization);
        expect(sponsoring.overall).toBeGreaterThanOrEqual(notSponsoring.overall);
      }),
    );
  });
});
