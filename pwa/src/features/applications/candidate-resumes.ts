/**
 * The résumés a candidate may send with an application: their uploads of the 'resume' category on this device,
 * newest first (the first is the default, as the server chooses when none is named).
 */
import { useMemo } from 'react';
import type { FileRecord } from '@shared/schemas/file-record.ts';
import { useDocs } from '../../db/hooks.ts';

export function newestResumes(files: readonly FileRecord[]): FileRecord[] {
  return files.filter((file) => file.category === 'resume').sort((a, b) => b.uploadDate.localeCompare(a.uploadDate));
}

export function useCandidateResumes(userId: string): { resumes: FileRecord[]; loading: boolean } {
  const { docs, loading } = useDocs('files', { userId });
  const resumes = useMemo(() => newestResumes(docs), [docs]);
  return { resumes, loading };
}
