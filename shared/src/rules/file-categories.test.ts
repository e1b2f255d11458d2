import { describe, expect, it } from 'vitest';
import { FILE_CATEGORIES } from '../schemas/file-record.ts';
import { canUploadInto, fileCategoriesFor } from './file-categories.ts';

describe('file categories by account', () => {
  it('offers a job seeker every category, the résumé first', () => {
    expect(fileCategoriesFor('candidate')).toEqual(FILE_CATEGORIES);
    expect(fileCategoriesFor('candidate')[0]).toBe('resume');
  });

  it("offers an employer none of a job seeker's profile files", () => {
    expect(fileCategoriesFor('employer')).toEqual(['portfolio', 'certificate']);
    for (const category of ['resume', 'photo', 'video'] as const) expect(canUploadInto('employer', category)).toBe(false);
    expect(canUploadInto('employer', 'certificate')).toBe(true);
  });
});
