import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { applicationStatusUpdateSchema, applyFormSchema } from './application-forms.ts';

describe('applyFormSchema', () => {
  it('needs a job; the cover letter is optional and trimmed', () => {
    expect(applyFormSchema.parse({ jobId: 'job-1' })).toEqual({ jobId: 'job-1', coverLetter: '' });
    expect(applyFormSchema.parse({ jobId: 'job-1', coverLetter: ' Hello \n' }).coverLetter).toBe('Hello');
    expect(applyFormSchema.safeParse({ jobId: '' }).success).toBe(false);
    expect(applyFormSchema.safeParse({ jobId: 'job-1', coverLetter: 'x'.repeat(10_001) }).success).toBe(false);
  });
  it('does not take candidateId or appliedAt from the client', () => {
    const parsed = applyFormSchema.parse({
      jobId: 'job-1',
      candidateId: 'someone-else',
      appliedAt: '2020-01-01T00:00:00Z',
    });
    expect(parsed).toEqual({ jobId: 'job-1', coverLetter: '' });
  });
});

describe('applicationStatusUpdateSchema', () => {
  it.each(['viewed', 'considered', 'interview', 'on_hold', 'rejected', 'hired'])('takes %s', (status) => {
    expect(applicationStatusUpdateSchema.parse({ status, notes: ' good ' })).toEqual({ status, notes: 'good' });
  });
  it.each(['pending', 'offer', ''])('refuses %j', (status) => {
    const result = applicationStatusUpdateSchema.safeParse({ status });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([M.applicationStatusInvalid]);
  });
});
