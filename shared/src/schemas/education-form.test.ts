import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { certificationSchema, educationSchema } from './candidate.ts';
import { certificationFormSchema, educationFormSchema, toCertification, toEducation } from './education-form.ts';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(input);
  return result.success ? {} : (z.flattenError(result.error).fieldErrors as Record<string, string[] | undefined>);
}

const education = {
  institutionName: 'MIT',
  degree: 'BSc',
  fieldOfStudy: 'Computer Science',
  startDate: '2015-09',
  location: 'Cambridge, MA',
};

describe('educationFormSchema', () => {
  it('requires institution, degree, field, start date and location', () => {
    expect(
      errorsOf(educationFormSchema, { institutionName: '', degree: '', fieldOfStudy: '', startDate: '', location: '' }),
    ).toEqual({
      institutionName: [M.institutionRequired],
      degree: [M.degreeRequired],
      fieldOfStudy: [M.fieldOfStudyRequired],
      startDate: [M.startDateRequired],
      location: [M.locationRequired],
    });
  });
  it('checks the end date against the start and ignores it while ongoing', () => {
    expect(errorsOf(educationFormSchema, { ...education, endDate: '2014-01' }).endDate).toEqual([M.endDateBeforeStart]);
    expect(educationFormSchema.parse({ ...education, endDate: '2014-01', isOngoing: true }).endDate).toBe('');
  });
  it('becomes a valid stored entry', () => {
    const entry = toEducation('edu-1', educationFormSchema.parse({ ...education, endDate: '2019-06', grade: 'A' }));
    expect(educationSchema.parse(entry)).toEqual(entry);
    expect(entry).toMatchObject({ endDate: '2019-06', grade: 'A', activities: undefined });
  });
});

describe('certificationFormSchema', () => {
  const cert = { name: 'CKA', issuer: 'CNCF', issueDate: '2022-01' };
  it('requires name, issuer and issue date', () => {
    expect(errorsOf(certificationFormSchema, { name: '', issuer: '', issueDate: '' })).toEqual({
      name: [M.certificationNameRequired],
      issuer: [M.issuerRequired],
      issueDate: [M.issueDateRequired],
    });
  });
  it('checks the expiry and the credential link', () => {
    expect(errorsOf(certificationFormSchema, { ...cert, expiryDate: '2021-12' }).expiryDate).toEqual([
      M.expiryBeforeIssue,
    ]);
    expect(errorsOf(certificationFormSchema, { ...cert, credentialUrl: 'nope' }).credentialUrl).toEqual([M.urlInvalid]);
  });
  it('becomes a valid stored certification', () => {
    const stored = toCertification(
      'c-1',
      certificationFormSchema.parse({ ...cert, credentialUrl: 'cncf.io/verify/1' }),
    );
    expect(certificationSchema.parse(stored)).toEqual(stored);
    expect(stored).toMatchObject({ credentialUrl: 'https://cncf.io/verify/1', expiryDate: undefined });
  });
});
