import { useEffect, useRef } from 'react';
import type { Message } from '@shared/schemas/messaging.ts';
import { MessageComposer } from './MessageComposer.tsx';
import { MessageThread } from './MessageThread.tsx';

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
  draftKey,
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
  /** Which device draft the composer keeps: one per conversation (or per person before the first message). */
  draftKey: string;
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
        <MessageThread messages={messages} myUserId={myUserId} name={name} pendingIds={pendingIds} now={now} endRef={endRef} />
      </div>
      <MessageComposer onSend={onSend} recipientName={name} draftKey={draftKey} />
    </section>
  );
}
