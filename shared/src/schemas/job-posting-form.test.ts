import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { jobPostingFormSchema } from './job-posting-form.ts';

const valid = {
  title: 'Senior Engineer',
  description: 'Join us to build the platform. '.repeat(4),
  location: 'Remote',
  jobType: 'full-time',
  skills: ['TypeScript'],
};

function errorsFor(input: Record<string, unknown>) {
  const result = jobPostingFormSchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe('jobPostingFormSchema', () => {
  it('accepts a posting and fills the defaults', () => {
    expect(jobPostingFormSchema.parse(valid)).toMatchObject({
      requiredExperience: 0,
      remoteOk: false,
      visaSponsorship: false,
    });
  });
  it('emits every spec message', () => {
    const errors = errorsFor({
      title: ' ',
      description: 'x'.repeat(99),
      location: '',
      jobType: 'internship',
      skills: [],
      salaryMin: -1,
      salaryMax: -5,
    });
    expect(errors).toEqual({
      title: [M.jobTitleRequired],
      description: [M.jobDescriptionMin],
      location: [M.locationRequired],
      jobType: [M.jobTypeRequired],
      skills: [M.skillsRequired],
      salaryMin: [M.salaryMinPositive],
      salaryMax: [M.salaryMaxPositive],
    });
  });
  it('has no maximum at the 2000 counter', () => {
    expect(errorsFor({ ...valid, description: 'x'.repeat(2500) })).toEqual({});
  });
  it.each(['full-time', 'part-time', 'contract'])('takes job type %s', (jobType) => {
    expect(errorsFor({ ...valid, jobType })).toEqual({});
  });
  it('salaries are optional and may be zero', () => {
    expect(errorsFor({ ...valid, salaryMin: 0, salaryMax: 0 })).toEqual({});
    expect(errorsFor({ ...valid, salaryMax: 100000 })).toEqual({});
  });
  it('refuses a minimum above the maximum, on the maximum', () => {
    expect(errorsFor({ ...valid, salaryMin: 120000, salaryMax: 80000 })).toEqual({ salaryMax: [M.salaryRangeOrder] });
    expect(errorsFor({ ...valid, salaryMin: 80000, salaryMax: 80000 })).toEqual({});
  });
  it('a skill list of only blanks or repeats is cleaned first', () => {
    expect(errorsFor({ ...valid, skills: [' ', ''] }).skills).toEqual([M.skillsRequired]);
    expect(jobPostingFormSchema.parse({ ...valid, skills: ['Go', 'GO', ' Rust '] }).skills).toEqual(['Go', 'Rust']);
  });
});
