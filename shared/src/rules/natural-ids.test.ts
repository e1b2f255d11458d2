import { describe, expect, it } from 'vitest';
import {
  applicationIdFor,
  companyProfileIdFor,
  candidateProfileIdFor,
  isAllowedNewId,
  savedJobIdFor,
} from './natural-ids.ts';
import { idSchema } from '../schemas/common.ts';

const candidate = '0b6a3c1e-5f7d-4c2a-9e1b-2d3f4a5b6c7d';
const job = 'F1E2D3C4-B5A6-4978-8a9b-0c1d2e3f4a5b';
const other = '11111111-2222-4333-8444-555555555555';

describe('applicationIdFor', () => {
  it('names the same application for the same candidate and job, every time and on every device', () => {
    expect(applicationIdFor(candidate, job)).toBe(applicationIdFor(candidate, job.toLowerCase()));
    expect(applicationIdFor(candidate, job)).toBe('f1e2d3c4b5a649788a9b0c1d2e3f4a5b0b6a3c1e5f7d4c2a9e1b2d3f4a5b6c7d');
  });

  it('names different applications for another job or another candidate, and fits a document id', () => {
    const id = applicationIdFor(candidate, job)!;
    expect(applicationIdFor(other, job)).not.toBe(id);
    expect(applicationIdFor(candidate, other)).not.toBe(id);
    expect(applicationIdFor(job, candidate)).not.toBe(id);
    expect(idSchema.safeParse(id).success).toBe(true);
  });

  it('has no derived id for ids that are not UUIDs (old and demo documents)', () => {
    expect(applicationIdFor('demo-candidate', job)).toBeNull();
    expect(applicationIdFor(candidate, 'job-1')).toBeNull();
  });
});

describe('isAllowedNewId', () => {
  it('takes the derived id and random UUIDs of older app versions', () => {
    expect(isAllowedNewId(applicationIdFor(candidate, job)!, applicationIdFor(candidate, job))).toBe(true);
    expect(isAllowedNewId(other, applicationIdFor(candidate, job))).toBe(true);
    expect(isAllowedNewId(other, applicationIdFor('demo-candidate', job))).toBe(true);
  });

  it("refuses another user's derived id and made-up ids", () => {
    expect(isAllowedNewId(applicationIdFor(other, job)!, applicationIdFor(candidate, job))).toBe(false);
    expect(isAllowedNewId('my-own-id', applicationIdFor(candidate, job))).toBe(false);
    expect(isAllowedNewId(companyProfileIdFor(other), companyProfileIdFor(candidate))).toBe(false);
    expect(isAllowedNewId(candidateProfileIdFor(other), candidateProfileIdFor(candidate))).toBe(false);
  });
});

describe('savedJobIdFor, companyProfileIdFor and candidateProfileIdFor', () => {
  it('derive one id per natural key', () => {
    expect(savedJobIdFor('u1', 'j1')).toBe('u1:j1');
    expect(companyProfileIdFor(candidate)).toBe(`company:${candidate}`);
    expect(idSchema.safeParse(companyProfileIdFor(candidate)).success).toBe(true);
    expect(candidateProfileIdFor(candidate)).toBe(`candidate:${candidate}`);
    expect(idSchema.safeParse(candidateProfileIdFor(candidate)).success).toBe(true);
  });
});
