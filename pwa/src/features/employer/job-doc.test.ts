import { describe, expect, it } from 'vitest';
import type { Job } from '@shared/schemas/job.ts';
import { jobPostingFieldsSchema } from '@shared/schemas/job-posting-form.ts';
import { JOB_FIELD_LABELS, jobDraftKey, toJobFormValues } from './job-doc.ts';

const job = {
  id: 'j1',
  employerId: 'e1',
  title: 'Frontend Engineer',
  description: 'x'.repeat(60),
  location: 'Austin, TX',
  jobType: 'full-time',
  skills: ['React'],
  requiredExperience: 2,
  remoteOk: true,
  visaSponsorship: false,
  salaryMin: 90_000,
  isActive: true,
  companyName: 'Acme',
  companyVerified: false,
  applicationCount: 4,
  postedAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
} as Job;

describe('job form values', () => {
  it('starts an edit from the posting fields only, never the server-owned ones', () => {
    const values = toJobFormValues(job);
    expect(values).toMatchObject({ title: 'Frontend Engineer', salaryMin: 90_000, skills: ['React'] });
    for (const key of ['id', 'postedAt', 'applicationCount', 'companyName', 'isActive']) expect(values).not.toHaveProperty(key);
  });

  it('labels posting fields only, for the changed-elsewhere note', () => {
    for (const key of Object.keys(JOB_FIELD_LABELS)) expect(Object.keys(jobPostingFieldsSchema.shape)).toContain(key);
  });

  it('keeps one draft per mode and job', () => {
    expect(jobDraftKey({ kind: 'new' })).toBe('job-posting:new');
    expect(jobDraftKey({ kind: 'edit', job })).toBe('job-posting:edit:j1');
    expect(jobDraftKey({ kind: 'duplicate', job })).toBe('job-posting:duplicate:j1');
  });
});
