import { useEffect, useRef } from 'react';
import { formatMessageTime } from '@shared/rules/relative-time.ts';
import type { Message } from '@shared/schemas/messaging.ts';
import { cx } from '../../ui/index.ts';
import { MessageComposer } from './MessageComposer.tsx';

/**
 * One conversation: a header with the other person (and a back button on phones, where the list and the pane
 * take turns), the messages oldest first, and the composer. Messages not yet accepted by the server show
 * 'Waiting to send'.
 */
export function MessagePane({
  name,
  label,
  messages,
  myUserId,
  pendingIds,
  now,
  onBack,
  onSend,
  children,
}: {
  name: string;
  label: string;
  messages: readonly Message[];
  myUserId: string;
  pendingIds: ReadonlySet<string>;
  now: number;
  onBack: () => void;
  onSend: (content: string) => Promise<void>;
  children?: React.ReactNode;
}) {
  const endRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length]);

  return (
    <section aria-labelledby="conversation-title" className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-3 sm:px-4">
        <button
          type="button"
          onClick={onBack}
          className="-ml-1 rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-label="Back to conversations"
        >
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-5" aria-hidden="true">
            <path fillRule="evenodd" d="M12.79 5.23a.75.75 0 0 1-.02 1.06L8.832 10l3.938 3.71a.75.75 0 1 1-1.04 1.08l-4.5-4.25a.75.75 0 0 1 0-1.08l4.5-4.25a.75.75 0 0 1 1.06.02Z" clipRule="evenodd" />
          </svg>
        </button>
        <div className="min-w-0">
          <h2 id="conversation-title" className="truncate text-base font-semibold text-slate-900">
            {name}
          </h2>
          {label && <p className="truncate text-xs text-slate-600">{label}</p>}
        </div>
      </header>
      {children}
      <div role="log" aria-label={`Messages with ${name}`} className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4 sm:px-4">
      <ol className="space-y-3">
        {messages.length === 0 && <li className="py-8 text-center text-sm text-slate-600">Say hello to {name}.</li>}
        {messages.map((message) => {
          const isMine = message.senderId === myUserId;
          return (
            <li key={message.id} className={cx('flex flex-col', isMine ? 'items-end' : 'items-start')}>
              <p
                className={cx(
                  'max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap sm:max-w-[70%]',
                  isMine ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm bg-white text-slate-900 ring-1 ring-slate-200',
                )}
              >
                <span className="sr-only">{isMine ? 'You' : name}: </span>
                {message.content}
              </p>
              <span className="mt-1 text-xs text-slate-600">
                {pendingIds.has(message.id) ? (
                  'Waiting to send'
                ) : (
                  <time dateTime={message.timestamp}>{formatMessageTime(message.timestamp, now)}</time>
                )}
              </span>
            </li>
          );
        })}
        <li ref={endRef} aria-hidden="true" />
      </ol>
      </div>
      <MessageComposer onSend={onSend} recipientName={name} />
    </section>
  );
}
