import type { Ref } from 'react';
import { formatMessageTime } from '@shared/rules/relative-time.ts';
import type { Message } from '@shared/schemas/messaging.ts';
import { cx } from '../../ui/index.ts';

/**
 * The messages of one conversation, oldest first, mine on the right; a message the server has not accepted yet
 * shows 'Waiting to send'. A company member's message names who wrote it ("Sam Lee, HireSync Ltd", issue 47). Shared by the message pane and the candidate record.
 */
export function MessageThread({
  messages,
  myUserId,
  name,
  pendingIds,
  now,
  endRef,
}: {
  messages: readonly Message[];
  myUserId: string;
  /** The other person's name, read out before each of their messages. */
  name: string;
  pendingIds: ReadonlySet<string>;
  now: number;
  endRef?: Ref<HTMLLIElement>;
}) {
  return (
    <ol className="space-y-3">
      {messages.length === 0 && <li className="py-8 text-center text-sm text-slate-600">Say hello to {name}.</li>}
      {messages.map((message) => {
        const isMine = message.senderId === myUserId;
        return (
          <li key={message.id} className={cx('flex flex-col', isMine ? 'items-end' : 'items-start')}>
            <p
              className={cx(
                'max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap sm:max-w-[70%]',
                isMine ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm bg-white text-slate-900 ring-1 ring-slate-200',
              )}
            >
              <span className="sr-only">{isMine ? 'You' : (message.senderName ?? name)}: </span>
              {message.content}
            </p>
            <span className="mt-1 text-xs text-slate-600">
              {message.senderName && <span data-testid="message-author">{message.senderName} · </span>}
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
  );
}
