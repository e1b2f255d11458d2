import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from '@shared/messages.ts';
import { checkUpload } from './check-upload.ts';

const pdf = { fileName: 'cv.pdf', fileSize: 200_000, fileType: 'application/pdf' };

describe('checkUpload', () => {
  it('accepts a small file of a type its category takes', () => {
    expect(checkUpload('resume', pdf)).toEqual({});
  });

  it('refuses a file over 10 MB with the spec message', () => {
    expect(checkUpload('resume', { ...pdf, fileSize: 11 * 1024 * 1024 })).toEqual({ file: M.fileTooLarge });
  });

  it('names the types a category takes', () => {
    expect(checkUpload('video', pdf).file).toBe('Please select a .mp4, .mov or .avi file.');
  });

  it('asks for a file, and for a category', () => {
    expect(checkUpload('photo', null)).toEqual({ file: M.fileRequired });
    expect(checkUpload('', pdf)).toEqual({ category: M.fileCategoryRequired });
  });
});
