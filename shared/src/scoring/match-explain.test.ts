import { describe, expect, it } from 'vitest';
import { matchCandidate, matchJob } from './match-fixtures.ts';
import { explainMatch } from './match-explain.ts';
import { toCandidateFeatures, toJobFeatures } from './match-features.ts';
import { createMatchIndex } from './match-index.ts';
import { scorePair } from './match-score.ts';

describe('explainMatch', () => {
  const candidate = matchCandidate({
    skills: ['JS', 'React Native', 'postgres', 'Figma'],
    experienceCount: 1,
    educationCount: 0,
    location: 'Austin, TX',
    workAuthorizationStatus: 'h1b',
  });
  const job = matchJob({
    skills: ['JavaScript', 'React', 'React', 'PostgreSQL', 'Kubernetes', 'Go'],
    requiredExperience: 3,
    location: 'Berlin, Germany',
  });
  const explanation = explainMatch(candidate, job);

  it('has the numbers of scorePair', () => {
    const index = createMatchIndex();
    const jobFeatures = toJobFeatures(index, job);
    expect(explanation.scores.overall).toBe(scorePair(toCandidateFeatures(index, candidate), jobFeatures));
    expect(explanation.scores).toEqual({ overall: 44, skills: 60, experience: 33, location: 30, workAuthorization: 20, education: 80 });
  });

  it('says which job skills matched, through which candidate skill and how', () => {
    expect(explanation.matchedSkills).toEqual([
      { jobSkill: 'JavaScript', candidateSkill: 'JS', kind: 'synonym' },
      { jobSkill: 'React', candidateSkill: 'React Native', kind: 'partial' },
      { jobSkill: 'PostgreSQL', candidateSkill: 'postgres', kind: 'partial' },
    ]);
    expect(explanation.missingSkills).toEqual(['Kubernetes', 'Go']);
  });

  it('puts the blockers first: authorization, then location', () => {
    expect(explanation.blockers.map((blocker) => blocker.kind)).toEqual(['work-authorization', 'location']);
    expect(explanation.areasForReview).toEqual([
      'Needs visa sponsorship, which the job does not offer.',
      'Based in Austin, TX; the job is in Berlin, Germany and is not remote.',
      'Missing 2 of 5 listed skills: Kubernetes, Go.',
      'Experience: 1 experience entry listed; the job asks for 3 years.',
      'No education listed.',
    ]);
    expect(explanation.strengths).toEqual(['Has 3 of 5 listed skills: JavaScript, React, PostgreSQL.']);
  });

  it('prefers the most literal candidate skill for a job skill', () => {
    const { matchedSkills } = explainMatch(matchCandidate({ skills: ['React Native', 'react'] }), matchJob({ skills: ['React'] }));
    expect(matchedSkills).toEqual([{ jobSkill: 'React', candidateSkill: 'react', kind: 'same' }]);
  });

  it('lists strengths and no blockers for a strong match', () => {
    const strong = explainMatch(
      matchCandidate({ skills: ['React'], experienceCount: 3, workAuthorizationStatus: 'opt' }),
      matchJob({ skills: ['React'], visaSponsorship: true, remoteOk: true }),
    );
    expect(strong.blockers).toEqual([]);
    expect(strong.areasForReview).toEqual([]);
    expect(strong.strengths).toEqual([
      'Has the listed skill.',
      'Experience: 3 experience entries listed; the job asks for 2 years.',
      'The job is open to remote work.',
      'Needs visa sponsorship, which the job offers.',
      'Education listed: BSc, Computer Science.',
    ]);
  });

  it('says when a location is missing', () => {
    const { blockers } = explainMatch(matchCandidate({ location: ' ' }), matchJob({ location: '' }));
    expect(blockers).toEqual([{ kind: 'location', message: 'No location given; the job gives no location and is not remote.' }]);
  });

  it('explains jobs that ask for nothing', () => {
    const open = explainMatch(matchCandidate({ location: 'Berlin' }), matchJob({ skills: [], requiredExperience: 0 }));
    expect(open.strengths).toEqual([
      'The job lists no required skills.',
      'Experience: the job asks for no prior experience.',
      'Based where the job is (Berlin).',
      'Authorized to work without visa sponsorship.',
      'Education listed: BSc, Computer Science.',
    ]);
  });
});
