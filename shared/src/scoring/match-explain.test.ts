import { describe, expect, it } from 'vitest';
import { MATCH_NOW, matchCandidate, matchJob } from './match-fixtures.ts';
import { explainMatch } from './match-explain.ts';
import { toCandidateFeatures, toJobFeatures } from './match-features.ts';
import { createMatchIndex } from './match-index.ts';
import { scorePair } from './match-score.ts';

describe('explainMatch', () => {
  const candidate = matchCandidate({
    skills: ['JS', 'React Native', 'postgres', 'Figma'],
    experienceYears: 1,
    educationCount: 0,
    location: 'Austin, TX',
    workAuthorizationStatus: 'h1b',
  });
  const job = matchJob({
    skills: ['JavaScript', 'React', 'React', 'PostgreSQL', 'Kubernetes', 'Go'],
    requiredExperience: 3,
    location: 'Berlin, Germany',
  });
  const explanation = explainMatch(candidate, job, MATCH_NOW);

  it('has the numbers of scorePair', () => {
    const index = createMatchIndex();
    const jobFeatures = toJobFeatures(index, job);
    expect(explanation.scores.overall).toBe(scorePair(toCandidateFeatures(index, candidate, MATCH_NOW), jobFeatures));
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
      '1 year of experience, 3 required.',
      'No education listed.',
    ]);
    expect(explanation.strengths).toEqual(['Has 3 of 5 listed skills: JavaScript, React, PostgreSQL.']);
  });

  it('prefers the most literal candidate skill for a job skill', () => {
    const { matchedSkills } = explainMatch(matchCandidate({ skills: ['React Native', 'react'] }), matchJob({ skills: ['React'] }), MATCH_NOW);
    expect(matchedSkills).toEqual([{ jobSkill: 'React', candidateSkill: 'react', kind: 'same' }]);
  });

  it('lists strengths and no blockers for a strong match', () => {
    const strong = explainMatch(
      matchCandidate({ skills: ['React'], experienceYears: 3, workAuthorizationStatus: 'opt' }),
      matchJob({ skills: ['React'], visaSponsorship: true, remoteOk: true }),
      MATCH_NOW,
    );
    expect(strong.blockers).toEqual([]);
    expect(strong.areasForReview).toEqual([]);
    expect(strong.strengths).toEqual([
      'Has the listed skill.',
      '3 years of experience, 2 required.',
      'The job is open to remote work.',
      'Needs visa sponsorship, which the job offers.',
      'Education listed: BSc, Computer Science.',
    ]);
  });

  it('says when a location is missing', () => {
    const { blockers } = explainMatch(matchCandidate({ location: ' ' }), matchJob({ location: '' }), MATCH_NOW);
    expect(blockers).toEqual([{ kind: 'location', message: 'No location given; the job gives no location and is not remote.' }]);
  });

  it('explains jobs that ask for nothing', () => {
    const open = explainMatch(matchCandidate({ location: 'Berlin' }), matchJob({ skills: [], requiredExperience: 0 }), MATCH_NOW);
    expect(open.strengths).toEqual([
      'The job lists no required skills.',
      'Experience: the job asks for no prior experience.',
      'Based where the job is (Berlin).',
      'Authorized to work without visa sponsorship.',
      'Education listed: BSc, Computer Science.',
    ]);
  });

  it('counts one eight-year role as eight years against five required', () => {
    const role = { ...matchCandidate().experience[0], startDate: '2016-01', endDate: '2023-12' };
    const explained = explainMatch({ ...matchCandidate(), experience: [role] }, matchJob({ requiredExperience: 5 }), MATCH_NOW);
    expect(explained.strengths).toContain('8 years of experience, 5 required.');
    expect(explained.scores.experience).toBe(100);
  });

  it('says how far short the years fall, never rounding up to the requirement', () => {
    const role = { ...matchCandidate().experience[0], startDate: '2021-01', endDate: '2025-11' };
    const explained = explainMatch({ ...matchCandidate(), experience: [role] }, matchJob({ requiredExperience: 5 }), MATCH_NOW);
    expect(explained.areasForReview).toContain('4.9 years of experience, 5 required.');
    expect(explained.scores.experience).toBe(98);
  });
});
