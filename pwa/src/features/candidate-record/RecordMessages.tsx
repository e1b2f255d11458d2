import { useEffect, useId, useRef } from 'react';
import { ERROR_TOASTS } from '@shared/messages.ts';
import { displayNameOf } from '@shared/rules/display-name.ts';
import type { CurrentUser } from '@shared/schemas/account.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Conversation, Message } from '@shared/schemas/messaging.ts';
import { usePendingIds } from '../../db/device-hooks.ts';
import { ButtonLink, toast } from '../../ui/index.ts';
import { MessageComposer } from '../messages/MessageComposer.tsx';
import { MessageThread } from '../messages/MessageThread.tsx';
import { sendMessage } from '../messages/start-conversation.ts';
import { useNow } from '../notifications/use-notifications.ts';
import { contactHref } from '../talent/talent-links.ts';

/**
 * The conversation with the candidate inside their record, and a box to write to them: the same local write as
 * /messages (the conversation is created with the first message), so it works offline and is sent later.
 */
export function RecordMessages({
  id,
  me,
  candidate,
  conversation,
  messages,
}: {
  /** The section's id, so the record's 'Message' button can bring the box into view. */
  id: string;
  me: CurrentUser;
  candidate: Candidate;
  conversation: Conversation | undefined;
  messages: readonly Message[];
}) {
  const headingId = useId();
  const now = useNow(60_000);
  const pendingIds = usePendingIds('messages');
  const name = displayNameOf(candidate);
  const logRef = useRef<HTMLDivElement>(null);

  // Keep the newest message in view inside the box, without scrolling the page to it.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  const send = async (content: string) => {
    try {
      const target = conversation
        ? { conversationId: conversation.id }
        : { recipient: { userId: candidate.userId, name, userType: 'candidate' as const } };
      await sendMessage(target, content, me);
    } catch {
      toast({ ...ERROR_TOASTS.messageSendFailed, variant: 'destructive' });
    }
  };

  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="flex scroll-mt-20 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-4 pb-3 sm:px-6">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          Messages
        </h2>
        {conversation && (
          <ButtonLink variant="ghost" size="sm" href={contactHref(candidate.userId)}>
            Open in Messages
          </ButtonLink>
        )}
      </div>
      <div
        ref={logRef}
        role="log"
        aria-label={`Messages with ${name}`}
        className="max-h-80 overflow-y-auto border-t border-slate-200 bg-slate-50 px-3 py-4 sm:px-4"
      >
        <MessageThread messages={messages} myUserId={me.id} name={name} pendingIds={pendingIds} now={now} />
      </div>
      <MessageComposer
        onSend={send}
        recipientName={name}
        draftKey={conversation ? `message:${conversation.id}` : `message-to:${candidate.userId}`}
      />
    </section>
  );
}
