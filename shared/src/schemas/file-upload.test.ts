import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_TOASTS, VALIDATION_MESSAGES as M } from '../messages.ts';
import { fileUploadSchema, getFileExtension, isAcceptedFileType, toFileMetadata } from './file-upload.ts';

const MB = 1024 * 1024;

function errorsOf(input: unknown) {
  const result = fileUploadSchema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

describe('file extensions', () => {
  it.each([
    ['cv.PDF', '.pdf'],
    ['my.cv.docx', '.docx'],
    ['README', ''],
    ['.bashrc', ''],
    ['trailing.', ''],
  ])('%s has %j', (name, extension) => {
    expect(getFileExtension(name)).toBe(extension);
  });
  it('reads a File-like object', () => {
    expect(toFileMetadata({ name: 'a.png', size: 10, type: 'image/png' })).toEqual({
      fileName: 'a.png',
      fileSize: 10,
      fileType: 'image/png',
    });
  });
  it('defers to the extension when the browser reports no useful type', () => {
    expect(isAcceptedFileType({ fileName: 'cv.doc', fileType: 'application/octet-stream' }, ['.doc'])).toBe(true);
    expect(isAcceptedFileType({ fileName: 'cv.doc', fileType: 'image/png' }, ['.doc'])).toBe(false);
  });
});

describe('fileUploadSchema', () => {
  it.each([
    ['resume', 'cv.pdf', 'application/pdf'],
    ['resume', 'cv.doc', 'application/msword'],
    ['resume', 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['photo', 'me.jpg', 'image/jpeg'],
    ['photo', 'me.jpeg', 'image/jpeg'],
    ['photo', 'me.png', 'image/png'],
    ['portfolio', 'work.pdf', 'application/pdf'],
    ['portfolio', 'work.png', 'image/png'],
    ['certificate', 'cert.jpg', 'image/jpeg'],
    ['video', 'intro.mp4', 'video/mp4'],
    ['video', 'intro.mov', 'video/quicktime'],
    ['video', 'intro.avi', 'video/x-msvideo'],
  ])('%s takes %s', (category, fileName, fileType) => {
    expect(errorsOf({ category, fileName, fileType, fileSize: MB })).toEqual({});
  });
  it.each([
    ['resume', 'cv.png', 'Please select a .pdf, .doc or .docx file.'],
    ['photo', 'me.gif', 'Please select a .jpg, .jpeg or .png file.'],
    ['portfolio', 'work.docx', 'Please select a .pdf, .jpg, .jpeg or .png file.'],
    ['certificate', 'cert.mp4', 'Please select a .pdf, .jpg, .jpeg or .png file.'],
    ['video', 'intro.mkv', 'Please select a .mp4, .mov or .avi file.'],
  ])('%s refuses %s', (category, fileName, message) => {
    expect(errorsOf({ category, fileName, fileType: '', fileSize: MB })).toEqual({ fileName: [message] });
  });
  it("refuses over 10MB: 'File Too Large' / 'Please select a file smaller than 10MB.'", () => {
    expect(errorsOf({ category: 'video', fileName: 'a.mp4', fileType: 'video/mp4', fileSize: 10 * MB + 1 })).toEqual({
      fileSize: [M.fileTooLarge],
    });
    expect(errorsOf({ category: 'video', fileName: 'a.mp4', fileType: 'video/mp4', fileSize: 10 * MB })).toEqual({});
    expect(ERROR_TOASTS.fileTooLarge).toEqual({
      title: 'File Too Large',
      description: 'Please select a file smaller than 10MB.',
    });
  });
  it('needs a file and a category', () => {
    expect(errorsOf({ category: 'x', fileName: '', fileSize: 0 })).toEqual({
      fileName: [M.fileRequired],
      category: [M.fileCategoryRequired],
    });
  });
});
