import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { ERROR_TOASTS } from '@shared/messages.ts';
import { formatMessageTime } from '@shared/rules/relative-time.ts';
import { SUPPORT_PARTICIPANT, type Message } from '@shared/schemas/messaging.ts';
import { usePendingIds } from '../../db/device-hooks.ts';
import { patchDoc } from '../../db/writes.ts';
import { nextReadAt, sortMessages } from '../../features/messages/conversation-summary.ts';
import { MessageComposer } from '../../features/messages/MessageComposer.tsx';
import { MessageThread } from '../../features/messages/MessageThread.tsx';
import { useNow } from '../../features/notifications/use-notifications.ts';
import { answerSupportSession, resolveSupportSession } from '../../features/support/support-chat.ts';
import {
  SUPPORT_FILTERS,
  SUPPORT_STATUS_LABELS,
  filterSupportSessions,
  type SupportFilter,
  type SupportSessionSummary,
  type SupportStatus,
} from '../../features/support/support-sessions.ts';
import { SupportStatusLine } from '../../features/support/SupportStatusLine.tsx';
import { useSupportQueue } from '../../features/support/use-support-sessions.ts';
import { Badge, Button, EmptyState, Spinner, cx, toast, type BadgeTone } from '../../ui/index.ts';

const STATUS_TONES: Record<SupportStatus, BadgeTone> = { waiting: 'warning', active: 'success', closed: 'neutral' };

/**
 * The queue of support sessions (newest activity first, filtered by status) and the selected session's thread:
 * the agent answers as the support team and marks it resolved; a closed session shows no composer. `?c=` selects
 * a session. On phones the list and the thread take turns.
 */
export function SupportChatsTab() {
  const [params, setParams] = useSearchParams();
  const now = useNow(60_000);
  const { summaries, messages, loading } = useSupportQueue();
  const [filter, setFilter] = useState<SupportFilter>('all');
  const shown = useMemo(() => filterSupportSessions(summaries, filter), [summaries, filter]);
  const selectedId = params.get('c');
  const selected = summaries.find((s) => s.conversation.id === selectedId);
  const select = (id: string | null) => setParams(id ? { c: id } : {});

  return (
    <div className="flex h-[calc(100dvh-13rem)] min-h-[26rem] overflow-hidden border-slate-200 bg-white sm:rounded-2xl sm:border sm:shadow-sm">
      <nav aria-label="Support chats" className={cx('flex w-full flex-col border-slate-200 md:w-96 md:shrink-0 md:border-r', selected && 'max-md:hidden')}>
        <div role="group" aria-label="Filter by status" className="flex gap-1 overflow-x-auto border-b border-slate-200 p-2">
          {SUPPORT_FILTERS.map(({ key, label }) => (
            <button
              key={key}
              type="button"
              aria-pressed={filter === key}
              onClick={() => setFilter(key)}
              className={cx(
                'rounded-full px-3 py-1.5 text-sm font-medium whitespace-nowrap',
                filter === key ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {label}
            </button>
          ))}
        </div>
        {loading ? (
          <div className="flex items-center justify-center gap-2 p-8 text-slate-600" role="status">
            <Spinner label={null} /> Loading chats…
          </div>
        ) : shown.length === 0 ? (
          <p className="p-6 text-center text-sm text-slate-600">{filter === 'all' ? 'No support chats yet.' : `No ${SUPPORT_STATUS_LABELS[filter as SupportStatus].toLowerCase()} chats.`}</p>
        ) : (
          <ul className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto" data-testid="support-queue">
            {shown.map((summary) => (
              <QueueRow key={summary.conversation.id} summary={summary} now={now} isSelected={summary.conversation.id === selectedId} onSelect={() => select(summary.conversation.id)} />
            ))}
          </ul>
        )}
      </nav>
      <div className={cx('min-w-0 flex-1 flex-col', selected ? 'flex' : 'hidden md:flex')}>
        {selected ? (
          <SessionPane key={selected.conversation.id} summary={selected} messages={messages} now={now} onBack={() => select(null)} />
        ) : (
          <EmptyState className="m-4 hidden md:flex" title="Select a chat" description="Pick a chat on the left to read and answer it." />
        )}
      </div>
    </div>
  );
}

function QueueRow({ summary, now, isSelected, onSelect }: { summary: SupportSessionSummary; now: number; isSelected: boolean; onSelect: () => void }) {
  const who = summary.userEmail || summary.userName || 'User';
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={isSelected ? 'true' : undefined}
        className={cx('flex w-full flex-col gap-1 px-4 py-3 text-left hover:bg-slate-50', isSelected && 'bg-brand-50')}
        data-testid="support-queue-row"
      >
        <span className="flex items-center gap-2">
          <span className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900">{who}</span>
          <time dateTime={summary.lastAt} className="shrink-0 text-xs text-slate-600">
            {formatMessageTime(summary.lastAt, now)}
          </time>
        </span>
        <span className="flex items-center gap-2">
          <Badge tone={STATUS_TONES[summary.status]}>{SUPPORT_STATUS_LABELS[summary.status]}</Badge>
          <span className="min-w-0 flex-1 truncate text-sm text-slate-600">{summary.lastText}</span>
          {summary.unread > 0 && (
            <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white" aria-label={`${summary.unread} unread`}>
              {summary.unread}
            </span>
          )}
        </span>
      </button>
    </li>
  );
}

function SessionPane({
  summary,
  messages,
  now,
  onBack,
}: {
  summary: SupportSessionSummary;
  messages: readonly Message[];
  now: number;
  onBack: () => void;
}) {
  const { conversation, status, unread } = summary;
  const pendingIds = usePendingIds('messages');
  const [isResolving, setIsResolving] = useState(false);
  const thread = useMemo(() => sortMessages(messages.filter((m) => m.conversationId === conversation.id)), [messages, conversation.id]);
  const endRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [thread.length]);
  const who = summary.userEmail || summary.userName || 'User';

  // Opening a session reads it for every agent: the support team's shared read marker moves past it.
  useEffect(() => {
    if (unread === 0) return;
    void patchDoc('conversations', conversation.id, { readAt: { ...conversation.readAt, [SUPPORT_PARTICIPANT.id]: nextReadAt(thread, new Date()) } });
  }, [conversation.id, unread]); // eslint-disable-line react-hooks/exhaustive-deps

  const send = async (content: string) => {
    try {
      await answerSupportSession(conversation.id, content);
    } catch {
      toast({ ...ERROR_TOASTS.messageSendFailed, variant: 'destructive' });
    }
  };

  const resolve = async () => {
    setIsResolving(true);
    try {
      await resolveSupportSession(conversation.id);
    } catch {
      toast({ title: 'Error', description: 'The chat could not be marked as resolved. Please try again.', variant: 'destructive' });
    } finally {
      setIsResolving(false);
    }
  };

  return (
    <section aria-labelledby="support-session-title" className="flex min-h-0 flex-1 flex-col">
      <header className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-3 sm:px-4">
        <button type="button" onClick={onBack} className="-ml-1 rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden" aria-label="Back to chats">
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-5" aria-hidden="true">
            <path fillRule="evenodd" d="M12.79 5.23a.75.75 0 0 1-.02 1.06L8.832 10l3.938 3.71a.75.75 0 1 1-1.04 1.08l-4.5-4.25a.75.75 0 0 1 0-1.08l4.5-4.25a.75.75 0 0 1 1.06.02Z" clipRule="evenodd" />
          </svg>
        </button>
        {/* A long e-mail keeps its room on phones: the button wraps below it. */}
        <div className="min-w-0 flex-1 basis-48">
          <h2 id="support-session-title" className="truncate text-base font-semibold text-slate-900">
            {who}
          </h2>
          <SupportStatusLine status={status} audience="agent" />
        </div>
        {status !== 'closed' && (
          <Button variant="secondary" size="sm" onClick={() => void resolve()} isLoading={isResolving}>
            Mark as Resolved
          </Button>
        )}
      </header>
      <div role="log" aria-label={`Messages with ${who}`} className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4 sm:px-4">
        <MessageThread messages={thread} myUserId={SUPPORT_PARTICIPANT.id} name={who} pendingIds={pendingIds} now={now} endRef={endRef} />
      </div>
      {status === 'closed' ? (
        <p className="border-t border-slate-200 bg-white p-4 text-sm text-slate-600" data-testid="support-closed-note">
          This chat is resolved. Closed chats cannot be answered.
        </p>
      ) : (
        <MessageComposer onSend={send} recipientName={who} draftKey={`support-answer:${conversation.id}`} />
      )}
    </section>
  );
}
