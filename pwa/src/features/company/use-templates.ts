/** The company's templates as the server last answered them (online only), and `reload` after a change. */
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { CompanyTemplate } from '@shared/schemas/company-templates.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { fetchTemplates } from './templates-api.ts';

export function useTemplates(enabled = true): { templates: CompanyTemplate[] | null; failed: boolean; reload: () => void } {
  const { online } = useSnapshot(syncStatus);
  const [templates, setTemplates] = useState<CompanyTemplate[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!enabled || !online) return;
    const controller = new AbortController();
    fetchTemplates(controller.signal)
      .then((answer) => {
        setTemplates(answer.templates);
        setFailed(false);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [enabled, online, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { templates, failed, reload };
}
