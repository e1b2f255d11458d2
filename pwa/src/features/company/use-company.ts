/**
 * The signed-in employer's company (id, name, role) and, for admins, its team, read from /api/company. The last
 * answer is kept in localStorage per user so the dashboard knows the company offline too.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { CompanyResponse } from '@shared/schemas/company.ts';
import { session } from '../../state/session.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { fetchCompany } from './company-api.ts';

const keyOf = (userId: string) => `hiresync-company-${userId}`;

function stored(userId: string | undefined): CompanyResponse | null {
  if (!userId) return null;
  try {
    const text = localStorage.getItem(keyOf(userId));
    return text ? (JSON.parse(text) as CompanyResponse) : null;
  } catch {
    return null;
  }
}

/** The company as last read, and `reload` after a change of the team. */
export function useCompany(): { company: CompanyResponse | null; reload: () => void } {
  const { user } = useSnapshot(session);
  const { online } = useSnapshot(syncStatus);
  const [company, setCompany] = useState<CompanyResponse | null>(() => stored(user?.id));
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!user || user.userType !== 'employer' || !online) return;
    const controller = new AbortController();
    fetchCompany(controller.signal)
      .then((answer) => {
        setCompany(answer);
        localStorage.setItem(keyOf(user.id), JSON.stringify(answer));
      })
      .catch(() => {});
    return () => controller.abort();
  }, [user, online, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { company, reload };
}
