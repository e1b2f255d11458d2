import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COMPANY_SIZES, INDUSTRIES } from '../catalog.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { companyProfileFormSchema } from './company-profile-form.ts';
import { companyProfileWriteSchema } from './device-writes.ts';

const valid = {
  companyName: 'Acme',
  industry: 'Technology',
  companySize: '11-50',
  location: 'Austin, TX',
  website: '',
  description: 'We build tools. '.repeat(7),
  contactEmail: 'jobs@acme.com',
};

function errorsFor(input: Record<string, unknown>) {
  const result = companyProfileFormSchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe('companyProfileFormSchema', () => {
  it('accepts a complete profile and trims it', () => {
    const parsed = companyProfileFormSchema.parse({ ...valid, companyName: '  Acme ', website: 'acme.com' });
    expect(parsed.companyName).toBe('Acme');
    expect(parsed.website).toBe('https://acme.com');
  });
  it('emits every spec message on an empty form', () => {
    const errors = errorsFor({
      companyName: '',
      industry: '',
      companySize: '',
      location: ' ',
      website: 'no way',
      description: 'short',
      contactEmail: 'x',
    });
    expect(errors).toEqual({
      companyName: [M.companyNameRequired],
      industry: [M.industryRequired],
      companySize: [M.companySizeRequired],
      location: [M.companyLocationRequired],
      website: [M.websiteInvalid],
      description: [M.companyDescriptionMin],
      contactEmail: [M.emailInvalid],
    });
    expect(M.companyLocationRequired).toBe('Company location is required');
    expect(M.companyDescriptionMin).toBe('Company description must be at least 100 characters');
  });
  it('counts the description after trimming: 99 characters plus spaces is too short, 100 is enough', () => {
    expect(errorsFor({ ...valid, description: `  ${'x'.repeat(99)}  ` }).description).toEqual([
      M.companyDescriptionMin,
    ]);
    expect(errorsFor({ ...valid, description: 'x'.repeat(100) }).description).toBeUndefined();
  });
  it('keeps the description to the 500 its counter shows, on the form and on a device write', () => {
    expect(errorsFor({ ...valid, description: 'x'.repeat(500) }).description).toBeUndefined();
    expect(errorsFor({ ...valid, description: 'x'.repeat(650) }).description).toEqual(['Company description must be at most 500 characters']);
    const write = { ...valid, id: '7d3f1c9e-2b4a-4c6d-8e0f-1a2b3c4d5e6f', description: 'x'.repeat(650) };
    expect(companyProfileWriteSchema.safeParse(write).success).toBe(false);
    expect(companyProfileWriteSchema.safeParse({ ...write, description: 'x'.repeat(500) }).success).toBe(true);
  });
  it('takes only the listed industries and sizes', () => {
    for (const industry of INDUSTRIES) expect(errorsFor({ ...valid, industry }).industry).toBeUndefined();
    for (const companySize of COMPANY_SIZES) expect(errorsFor({ ...valid, companySize }).companySize).toBeUndefined();
    expect(errorsFor({ ...valid, industry: 'Mining' }).industry).toEqual([M.industryRequired]);
    expect(errorsFor({ ...valid, companySize: '5000' }).companySize).toEqual([M.companySizeRequired]);
  });
  it('checks optional links and phone only when filled', () => {
    expect(errorsFor({ ...valid, linkedinUrl: '', contactPhone: '' })).toEqual({});
    const errors = errorsFor({ ...valid, linkedinUrl: 'not a link', contactPhone: '12' });
    expect(errors.linkedinUrl).toEqual([M.urlInvalid]);
    expect(errors.contactPhone).toContain(M.phoneMinDigits);
  });
});
