import { describe, expect, it } from 'vitest';
import type { FileRecord } from '@shared/schemas/file-record.ts';
import { newestResumes } from './candidate-resumes.ts';

function file(id: string, category: FileRecord['category'], uploadDate: string): FileRecord {
  return { id, userId: 'u', fileName: `${id}.pdf`, fileType: 'application/pdf', fileSize: 1, uploadDate, category, url: `/x/${id}`, updatedAt: uploadDate };
}

describe('newestResumes', () => {
  it('keeps résumés only, newest first', () => {
    const files = [file('old', 'resume', '2025-01-01T00:00:00.000Z'), file('photo', 'photo', '2026-01-01T00:00:00.000Z'), file('new', 'resume', '2025-06-01T00:00:00.000Z')];
    expect(newestResumes(files).map((f) => f.id)).toEqual(['new', 'old']);
    expect(newestResumes([])).toEqual([]);
  });
});
