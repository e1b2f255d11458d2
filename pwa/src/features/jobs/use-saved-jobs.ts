/**
 * The candidate's saved jobs ('Save Job'). A saved job's id is `${userId}:${jobId}`, so saving on two devices
 * converges on one document; unsaving deletes it.
 */
import { useCallback, useMemo } from 'react';
import type { Job } from '@shared/schemas/job.ts';
import { useDocs } from '../../db/hooks.ts';
import { deleteDoc, saveDoc } from '../../db/writes.ts';

export function useSavedJobs(userId: string): { savedJobIds: ReadonlySet<string>; toggleSaved: (job: Job) => Promise<void> } {
  const { docs } = useDocs('savedJobs', { userId });
  const savedJobIds = useMemo(() => new Set(docs.map((saved) => saved.jobId)), [docs]);

  const toggleSaved = useCallback(
    async (job: Job) => {
      const id = `${userId}:${job.id}`;
      if (savedJobIds.has(job.id)) return deleteDoc('savedJobs', id);
      const at = new Date().toISOString();
      await saveDoc('savedJobs', { id, userId, jobId: job.id, savedAt: at, updatedAt: at });
    },
    [userId, savedJobIds],
  );

  return { savedJobIds, toggleSaved };
}
