import { useEffect, useState } from 'react';
import { hiringInsightsSchema, type HiringInsights } from '@shared/schemas/insights.ts';
import { keepAnswer, readKeptAnswer } from '../../db/kept-answers.ts';
import { answer, api } from '../../sync/api-client.ts';

const keyOf = (jobId: string | null) => `insights:${jobId ?? 'company'}`;

/**
 * The company's (or one job's) hiring insights: the answer last kept on this device at once, so the view opens
 * offline, replaced by the server's when it arrives, which is then kept. `isStale` while only the kept one shows.
 */
export function useInsights(jobId: string | null): { insights: HiringInsights | null; isStale: boolean; failed: boolean } {
  const [state, setState] = useState<{ insights: HiringInsights | null; isStale: boolean; failed: boolean }>({ insights: null, isStale: true, failed: false });
  useEffect(() => {
    let isCurrent = true;
    setState({ insights: null, isStale: true, failed: false });
    void readKeptAnswer(keyOf(jobId)).then((kept) => {
      const parsed = hiringInsightsSchema.safeParse(kept);
      if (isCurrent && parsed.success) setState((s) => (s.isStale ? { ...s, insights: parsed.data } : s));
    });
    answer(api.insights.$get({ query: jobId ? { jobId } : {} }))
      .then(async (fresh) => {
        const parsed = hiringInsightsSchema.safeParse(fresh);
        if (!parsed.success) throw new Error('Unexpected insights');
        await keepAnswer(keyOf(jobId), parsed.data);
        if (isCurrent) setState({ insights: parsed.data, isStale: false, failed: false });
      })
      // Offline or the server away: the kept answer (if any) stands, marked as such.
      .catch(() => isCurrent && setState((s) => ({ ...s, failed: true })));
    return () => {
      isCurrent = false;
    };
  }, [jobId]);
  return state;
}
