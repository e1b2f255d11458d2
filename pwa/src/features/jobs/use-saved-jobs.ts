/**
 * The candidate's saved jobs ('Save Job'). A saved job's id is `${userId}:${jobId}`, so saving on two devices
 * converges on one document; unsaving deletes it. Saved jobs replicate, so the list reads offline too.
 */
import { useCallback, useMemo } from 'react';
import { savedJobIdFor } from '@shared/rules/natural-ids.ts';
import type { Job } from '@shared/schemas/job.ts';
import type { SavedJob } from '@shared/schemas/saved-job.ts';
import { useDocs } from '../../db/hooks.ts';
import { deleteDoc, saveDoc } from '../../db/writes.ts';

export interface SavedJobs {
  /** The saved jobs, most recently saved first. */
  saved: readonly SavedJob[];
  savedJobIds: ReadonlySet<string>;
  toggleSaved: (job: Pick<Job, 'id'>) => Promise<void>;
  loading: boolean;
}

export function useSavedJobs(userId: string): SavedJobs {
  const { docs, loading } = useDocs('savedJobs', { userId });
  const saved = useMemo(() => [...docs].sort((a, b) => b.savedAt.localeCompare(a.savedAt)), [docs]);
  const savedJobIds = useMemo(() => new Set(docs.map((doc) => doc.jobId)), [docs]);

  const toggleSaved = useCallback(
    async (job: Pick<Job, 'id'>) => {
      const id = savedJobIdFor(userId, job.id);
      if (savedJobIds.has(job.id)) return deleteDoc('savedJobs', id);
      const at = new Date().toISOString();
      await saveDoc('savedJobs', { id, userId, jobId: job.id, savedAt: at, updatedAt: at });
    },
    [userId, savedJobIds],
  );

  return { saved, savedJobIds, toggleSaved, loading };
}
