import { cx } from '../../ui/index.ts';
import type { SupportStatus } from './support-sessions.ts';

const USER_LINES: Record<SupportStatus, string> = {
  waiting: 'Waiting for an agent',
  active: 'An agent is answering',
  closed: 'Resolved. Write again to start a new chat.',
};
const AGENT_LINES: Record<SupportStatus, string> = {
  waiting: 'Waiting for an agent',
  active: 'Active',
  closed: 'Resolved: closed chats cannot be answered',
};
const DOT: Record<SupportStatus, string> = { waiting: 'bg-amber-500', active: 'bg-green-600', closed: 'bg-slate-400' };

/** Where a support chat stands, in words for the user or for the agent; no session yet says nothing. */
export function SupportStatusLine({ status, audience }: { status: SupportStatus | null; audience: 'user' | 'agent' }) {
  if (!status) return <p className="text-sm text-slate-600">Start a chat and an agent will answer.</p>;
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700" role="status" data-testid="support-status">
      <span className={cx('size-2 shrink-0 rounded-full', DOT[status])} aria-hidden="true" />
      {(audience === 'user' ? USER_LINES : AGENT_LINES)[status]}
    </p>
  );
}
