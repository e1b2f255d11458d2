import { Link, useLocation } from 'wouter';
import { OpenDatabaseProvider } from '../../db/OpenDatabaseProvider.tsx';
import { cx } from '../../ui/index.ts';
import { countWaiting } from './support-sessions.ts';
import { useIsSupportAgent, useSupportDocs } from './use-support-sessions.ts';

/**
 * The header's 'Support console' entry, for support agents only, with the number of sessions waiting for an
 * agent. The header sits outside the screens' database gate, so it renders nothing until the database is open.
 * `icon`: a headset beside the bell on wide screens only (a seventh text link wrapped the bar to two rows at 1280 px);
 * `panel`: a line of the menu panel on narrower ones.
 */
export function SupportConsoleLink({ layout, onNavigate }: { layout: 'icon' | 'panel'; onNavigate?: () => void }) {
  return (
    <OpenDatabaseProvider fallback={null}>
      <AgentEntry layout={layout} onNavigate={onNavigate} />
    </OpenDatabaseProvider>
  );
}

function AgentEntry({ layout, onNavigate }: { layout: 'icon' | 'panel'; onNavigate?: () => void }) {
  const { isAgent } = useIsSupportAgent();
  if (!isAgent) return null;
  return <ConsoleLink layout={layout} onNavigate={onNavigate} />;
}

function ConsoleLink({ layout, onNavigate }: { layout: 'icon' | 'panel'; onNavigate?: () => void }) {
  const [location] = useLocation();
  const { conversations } = useSupportDocs();
  const waiting = countWaiting(conversations);
  const isActive = location === '/admin-chat';
  if (layout === 'icon') {
    return (
      <Link
        href="/admin-chat"
        aria-current={isActive ? 'page' : undefined}
        title="Support console"
        aria-label={waiting > 0 ? `Support console, ${waiting} waiting` : 'Support console'}
        data-testid="support-console-link"
        className={cx(
          'relative hidden rounded-lg p-2 transition-colors xl:flex',
          isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        <span className="sr-only">Support console</span>
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-6" aria-hidden="true">
          <path strokeLinecap="round" strokeLinejoin="round" d="M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 0 2 2h1v-5H6a2 2 0 0 0-2 2v1Zm16 0a2 2 0 0 1-2 2h-1v-5h1a2 2 0 0 1 2 2v1Zm-3 2v1a3 3 0 0 1-3 3h-2" />
        </svg>
        {waiting > 0 && (
          <span className="absolute top-0.5 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-amber-500 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white">
            {waiting}
          </span>
        )}
      </Link>
    );
  }
  return (
    <Link
      href="/admin-chat"
      aria-current={isActive ? 'page' : undefined}
      onClick={onNavigate}
      className={cx(
        'flex items-center gap-2 rounded-lg px-3 py-3 text-base font-medium whitespace-nowrap transition-colors',
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
