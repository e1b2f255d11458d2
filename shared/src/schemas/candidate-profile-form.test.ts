import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { candidateProfileFormSchema, candidateSkillsFormSchema } from './candidate-profile-form.ts';

const valid = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  title: 'Engineer',
  location: 'Remote',
  bio: 'I build reliable web applications and like to mentor.',
  workAuthorizationStatus: 'citizen',
  linkedinUrl: '',
  githubUrl: '',
  portfolioUrl: '',
  salaryExpectation: 90000,
};

function errorsFor(input: Record<string, unknown>) {
  const result = candidateProfileFormSchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe('candidateProfileFormSchema', () => {
  it('accepts a complete profile', () => {
    expect(candidateProfileFormSchema.parse(valid)).toMatchObject({ firstName: 'Jane', salaryExpectation: 90000 });
  });
  it('emits the spec messages', () => {
    const errors = errorsFor({
      ...valid,
      firstName: '',
      lastName: '  ',
      email: 'jane',
      location: '',
      bio: 'Too short.',
      salaryExpectation: 999,
    });
    expect(errors).toEqual({
      firstName: [M.firstNameRequired],
      lastName: [M.lastNameRequired],
      email: [M.emailRequired],
      location: [M.locationRequired],
      bio: [M.bioMin],
      salaryExpectation: [M.salaryExpectationRequired],
    });
  });
  it("says 'Salary expectation required' for an empty number input (NaN) or none", () => {
    expect(errorsFor({ ...valid, salaryExpectation: Number.NaN }).salaryExpectation).toEqual([
      M.salaryExpectationRequired,
    ]);
    expect(errorsFor({ ...valid, salaryExpectation: undefined }).salaryExpectation).toEqual([
      M.salaryExpectationRequired,
    ]);
    expect(errorsFor({ ...valid, salaryExpectation: 1000 }).salaryExpectation).toBeUndefined();
  });
  it('bio needs 50 characters', () => {
    expect(errorsFor({ ...valid, bio: 'x'.repeat(49) }).bio).toEqual([M.bioMin]);
    expect(errorsFor({ ...valid, bio: 'x'.repeat(50) }).bio).toBeUndefined();
  });
  it.each(['citizen', 'permanent_resident', 'visa_required'])('takes work authorization %s', (value) => {
    expect(errorsFor({ ...valid, workAuthorizationStatus: value })).toEqual({});
  });
  it('refuses other work authorization values, including legacy ones', () => {
    expect(errorsFor({ ...valid, workAuthorizationStatus: 'h1b' }).workAuthorizationStatus).toEqual([
      M.workAuthorizationRequired,
    ]);
  });
  it('takes empty or valid profile links', () => {
    const parsed = candidateProfileFormSchema.parse({
      ...valid,
      githubUrl: 'github.com/jane',
      portfolioUrl: 'https://jane.dev',
    });
    expect(parsed.githubUrl).toBe('https://github.com/jane');
    const errors = errorsFor({ ...valid, linkedinUrl: 'linkedin', githubUrl: 'ftp://x.com', portfolioUrl: 'a b' });
    expect(errors.linkedinUrl).toEqual([M.urlInvalid]);
    expect(errors.githubUrl).toEqual([M.urlInvalid]);
    expect(errors.portfolioUrl).toEqual([M.urlInvalid]);
  });
  it('skills tab cleans the chip list', () => {
    expect(candidateSkillsFormSchema.parse({ skills: ['Go', ' go ', 'SQL'] })).toEqual({ skills: ['Go', 'SQL'] });
  });
});
