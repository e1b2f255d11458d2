import type { ReactNode } from 'react';
import { NotFoundScreen } from '../../screens/not-found/NotFoundScreen.tsx';
import { Spinner } from '../../ui/index.ts';
import { useIsSupportAgent } from './use-support-sessions.ts';

/**
 * The second half of the 'agent' route access: the signed-in account must carry the server's support-agent
 * flag, else the 404 screen. While a new device's first sync brings the account, it waits rather than guess.
 */
export function AgentOnly({ children }: { children: ReactNode }) {
  const { isAgent, isLoading } = useIsSupportAgent();
  if (isAgent) return children;
  if (isLoading) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center gap-2 text-slate-600" role="status" data-loading-screen>
        <Spinner /> Loading…
      </div>
    );
  }
  return <NotFoundScreen />;
}
