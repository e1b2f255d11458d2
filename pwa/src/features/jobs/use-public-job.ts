/**
 * A job from the server's public page endpoint (GET /api/job-pages/{id}), for a job that is not on this device:
 * a shared link opened signed out, or a job outside the signed-in candidate's slice. Not cached here: for a
 * signed-in candidate (`keep`), the server is asked to pin it to their slice for a day, and replication brings
 * it to the device, where it then opens offline.
 */
import { useEffect, useState } from 'react';
import type { Job } from '@shared/schemas/job.ts';
import { ApiError } from '../../sync/api.ts';
import { answer, api } from '../../sync/api-client.ts';

export type PublicJob =
  | { status: 'idle' | 'loading' }
  | { status: 'found'; job: Job }
  | { status: 'missing' }
  | { status: 'offline' };

/** The job `id` from the server while `enabled`; 'missing' when the server says it is closed or unknown. */
export function usePublicJob(id: string, enabled: boolean, keep = false): PublicJob {
  const [state, setState] = useState<PublicJob>({ status: 'idle' });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    answer(api['job-pages'][':id'].$get({ param: { id: encodeURIComponent(id) } }, { init: { signal: controller.signal } }))
      .then((job) => {
        setState({ status: 'found', job });
        // Best effort: without it the page still shows, the job is just not kept for offline.
        if (keep) void answer(api['job-pages'][':id'].keep.$post({ param: { id: encodeURIComponent(job.id) } })).catch(() => undefined);
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState(error instanceof ApiError && error.status === 404 ? { status: 'missing' } : { status: 'offline' });
      });
    return () => controller.abort();
  }, [id, enabled, keep]);
  return state;
}
