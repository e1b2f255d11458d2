import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { workExperienceSchema } from './candidate.ts';
import { experienceFormSchema, toWorkExperience } from './experience-form.ts';

const valid = {
  companyName: 'Acme',
  position: 'Engineer',
  startDate: '2021-03',
  endDate: '2023-06',
  isCurrent: false,
  location: 'Berlin',
  description: 'Built the billing system end to end.',
};

function errorsFor(input: Record<string, unknown>) {
  const result = experienceFormSchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe('experienceFormSchema', () => {
  it('accepts a past job', () => {
    expect(experienceFormSchema.parse(valid)).toMatchObject({ endDate: '2023-06', skills: [], achievements: [] });
  });
  it("requires the fields and says 'Description must be at least 20 characters'", () => {
    const errors = errorsFor({
      companyName: '',
      position: '',
      startDate: '',
      endDate: '',
      isCurrent: true,
      location: '',
      description: 'short',
    });
    expect(errors).toEqual({
      companyName: [M.companyNameRequired],
      position: [M.positionRequired],
      startDate: [M.startDateRequired],
      location: [M.locationRequired],
      description: [M.workDescriptionMin],
    });
  });
  it('does not need an end date while current, and drops one left in the disabled input', () => {
    expect(experienceFormSchema.parse({ ...valid, isCurrent: true, endDate: '2019-01' }).endDate).toBe('');
    expect(errorsFor({ ...valid, isCurrent: true, endDate: '' })).toEqual({});
  });
  it('needs an end date, not before the start, when not current', () => {
    expect(errorsFor({ ...valid, endDate: '' }).endDate).toEqual([M.endDateRequired]);
    expect(errorsFor({ ...valid, endDate: '2021-02' }).endDate).toEqual([M.endDateBeforeStart]);
    expect(errorsFor({ ...valid, endDate: '2021-03' })).toEqual({});
  });
  it('becomes a valid stored entry', () => {
    const current = experienceFormSchema.parse({
      ...valid,
      isCurrent: true,
      skills: ['Go', 'go'],
      achievements: ['', 'Cut costs'],
    });
    const entry = toWorkExperience('exp-1', current);
    expect(workExperienceSchema.parse(entry)).toEqual(entry);
    expect(entry).toMatchObject({
      id: 'exp-1',
      endDate: undefined,
      skills: ['Go'],
      achievements: ['Cut costs'],
      industry: undefined,
    });
  });
});
