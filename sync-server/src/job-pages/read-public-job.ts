/** The job a page shows: an active job, as anyone (signed in or not) may see it; closed and unknown are null. */
import type { Job } from '@shared/schemas/job.ts';
import { idSchema } from '@shared/schemas/common.ts';
import type { Queryable } from '../db/client.ts';
import { readRow } from '../store/rows.ts';

export async function readPublicJob(q: Queryable, id: string): Promise<Job | null> {
  if (!idSchema.safeParse(id).success) return null;
  const row = await readRow(q, 'jobs', id);
  // Public scope 'all' is what makes a job active for every reader (replication/rules/jobs.ts).
  if (!row || row.deleted || row.publicScope !== 'all') return null;
  const job = row.doc as Job;
  return job.isActive ? job : null;
}
