import { useEffect, useMemo, useRef } from 'react';
import { ERROR_TOASTS } from '@shared/messages.ts';
import type { CurrentUser } from '@shared/schemas/account.ts';
import { SUPPORT_PARTICIPANT } from '@shared/schemas/messaging.ts';
import { usePendingIds } from '../../db/device-hooks.ts';
import { patchDoc } from '../../db/writes.ts';
import { sortMessages, nextReadAt, countUnread } from '../messages/conversation-summary.ts';
import { MessageComposer } from '../messages/MessageComposer.tsx';
import { MessageThread } from '../messages/MessageThread.tsx';
import { useNow } from '../notifications/use-notifications.ts';
import { Spinner, toast } from '../../ui/index.ts';
import { sendSupportMessage } from './support-chat.ts';
import { supportStatusOf } from './support-sessions.ts';
import { SupportStatusLine } from './SupportStatusLine.tsx';
import { useMySupportSessions } from './use-support-sessions.ts';

/**
 * The user's chat with support on /support: the latest session's messages live, its status, and the composer.
 * Writing works offline (queued, sent on reconnect). After a session is resolved its messages stay in view and
 * writing again opens a new session.
 */
export function SupportChat({ me }: { me: CurrentUser }) {
  const now = useNow(60_000);
  const { sessions, messages, loading } = useMySupportSessions(me.id);
  const pendingIds = usePendingIds('messages');
  const current = sessions[0];
  const thread = useMemo(() => sortMessages(messages.filter((m) => m.conversationId === current?.id)), [messages, current?.id]);
  const status = current ? supportStatusOf(current) : null;
  const endRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'nearest' });
  }, [thread.length]);

  // Reading the chat here reads the answers: my read marker moves past them (the notification count follows).
  const unread = current ? countUnread(thread, current.readAt, me.id) : 0;
  useEffect(() => {
    if (!current || unread === 0) return;
    void patchDoc('conversations', current.id, { readAt: { ...current.readAt, [me.id]: nextReadAt(thread, new Date()) } });
  }, [current?.id, unread]); // eslint-disable-line react-hooks/exhaustive-deps

  const send = async (content: string) => {
    try {
      await sendSupportMessage(current, content, me);
    } catch {
      toast({ ...ERROR_TOASTS.messageSendFailed, variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="support-chat-title" className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" data-testid="support-chat">
      <header className="border-b border-slate-200 px-4 py-3">
        <h2 id="support-chat-title" className="text-base font-semibold text-slate-900">
          Chat with {SUPPORT_PARTICIPANT.name}
        </h2>
        <SupportStatusLine status={status} audience="user" />
      </header>
      <div role="log" aria-label="Messages with support" className="max-h-[50vh] min-h-48 overflow-y-auto bg-slate-50 px-3 py-4 sm:px-4">
        {loading ? (
          <div className="flex items-center justify-center gap-2 p-6 text-slate-600" role="status">
            <Spinner label={null} /> Loading your chat…
          </div>
        ) : current ? (
          <MessageThread messages={thread} myUserId={me.id} name={SUPPORT_PARTICIPANT.name} pendingIds={pendingIds} now={now} endRef={endRef} />
        ) : (
          <p className="py-8 text-center text-sm text-slate-600">Tell us what happened; an agent answers here.</p>
        )}
      </div>
      <MessageComposer onSend={send} recipientName={SUPPORT_PARTICIPANT.name} draftKey="support-chat" />
    </section>
  );
}
