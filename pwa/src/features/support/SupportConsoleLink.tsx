import { Link, useLocation } from 'wouter';
import { OpenDatabaseProvider } from '../../db/OpenDatabaseProvider.tsx';
import { cx } from '../../ui/index.ts';
import { countWaiting } from './support-sessions.ts';
import { useIsSupportAgent, useSupportDocs } from './use-support-sessions.ts';

/**
 * The header's 'Support console' entry, for support agents only, with the number of sessions waiting for an
 * agent. The header sits outside the screens' database gate, so it renders nothing until the database is open.
 */
export function SupportConsoleLink({ layout, onNavigate }: { layout: 'bar' | 'panel'; onNavigate?: () => void }) {
  return (
    <OpenDatabaseProvider fallback={null}>
      <AgentEntry layout={layout} onNavigate={onNavigate} />
    </OpenDatabaseProvider>
  );
}

function AgentEntry({ layout, onNavigate }: { layout: 'bar' | 'panel'; onNavigate?: () => void }) {
  const { isAgent } = useIsSupportAgent();
  if (!isAgent) return null;
  return <ConsoleLink layout={layout} onNavigate={onNavigate} />;
}

function ConsoleLink({ layout, onNavigate }: { layout: 'bar' | 'panel'; onNavigate?: () => void }) {
  const [location] = useLocation();
  const { conversations } = useSupportDocs();
  const waiting = countWaiting(conversations);
  const isActive = location === '/admin-chat';
  return (
    <Link
      href="/admin-chat"
      aria-current={isActive ? 'page' : undefined}
      onClick={onNavigate}
      data-testid="support-console-link"
      className={cx(
        'flex items-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors',
        layout === 'bar' ? 'px-3 py-2 text-sm' : 'px-3 py-3 text-base',
        isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
      )}
    >
      Support console
      {waiting > 0 && (
        <span className="rounded-full bg-amber-500 px-2 py-0.5 text-xs font-semibold text-white" aria-label={`${waiting} waiting`}>
          {waiting}
        </span>
      )}
    </Link>
  );
}
