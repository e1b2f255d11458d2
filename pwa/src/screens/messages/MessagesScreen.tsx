import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useSearchParams } from 'wouter';
import { ERROR_TOASTS } from '@shared/messages.ts';
import type { CurrentUser } from '@shared/schemas/account.ts';
import { usePendingIds } from '../../db/device-hooks.ts';
import { patchDoc } from '../../db/writes.ts';
import { useIsFirstSyncPending } from '../../features/employer/use-own-employer.ts';
import { ConversationList } from '../../features/messages/ConversationList.tsx';
import { nextReadAt, sortMessages } from '../../features/messages/conversation-summary.ts';
import { MessagePane } from '../../features/messages/MessagePane.tsx';
import { findDirectConversation, resolveRecipient, sendMessage, type Recipient } from '../../features/messages/start-conversation.ts';
import { useConversations } from '../../features/messages/use-conversations.ts';
import { useNow } from '../../features/notifications/use-notifications.ts';
import { RefusedDrafts, type DraftPresenter } from '../../features/sync/RefusedDrafts.tsx';
import { useActingUser } from '../../features/company/use-acting-user.ts';
import { session } from '../../state/session.ts';
import { EmptyState, Spinner, cx, toast } from '../../ui/index.ts';

const REFUSED_MESSAGE: DraftPresenter = {
  title: () => 'Message',
  body: (doc) => (typeof doc.content === 'string' ? doc.content : undefined),
};
const REFUSED_CONVERSATION: DraftPresenter = { title: () => 'New conversation' };

/**
 * /messages (routes: signed in): conversations and a message pane, read and written on the device (offline
 * too; replication delivers them live). `?c=<conversationId>` selects a conversation; `?to=<userId or
 * candidateId>` (the 'Contact' buttons) opens the conversation with that person, or a new one on first send.
 * On phones the list and the pane take turns.
 */
export function MessagesScreen() {
  const { user } = useSnapshot(session);
  // A company's admin or recruiter writes the company's conversations as the company.
  const me = useActingUser(user);
  if (!me) return null;
  return <Messages me={me} />;
}

function Messages({ me }: { me: CurrentUser }) {
  const [params, setParams] = useSearchParams();
  const now = useNow(60_000);
  const { conversations, summaries, messages, employers, candidates, labelOf, photoOf, loading } = useConversations(me.id);
  const pendingIds = usePendingIds('messages');
  const isFirstSyncPending = useIsFirstSyncPending();

  const to = params.get('to');
  const recipient: Recipient | null = to ? resolveRecipient(to, candidates, employers) : null;
  const existing = recipient ? findDirectConversation(conversations, me.id, recipient.userId) : undefined;
  const selectedId = existing?.id ?? (to ? null : params.get('c'));
  const selected = summaries.find((s) => s.conversation.id === selectedId);
  const isPaneOpen = Boolean(selected || to);

  // Once the conversation with `to` exists (found, or just created by the first message), address it by id.
  useEffect(() => {
    if (existing) setParams({ c: existing.id }, { replace: true });
  }, [existing?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const thread = useMemo(
    () => sortMessages(messages.filter((m) => m.conversationId === selectedId)),
    [messages, selectedId],
  );

  // Opening a conversation reads it: move my read marker past its newest message.
  const unread = selected?.unread ?? 0;
  useEffect(() => {
    if (!selected || unread === 0) return;
    const readAt = { ...selected.conversation.readAt, [me.id]: nextReadAt(thread, new Date()) };
    void patchDoc('conversations', selected.conversation.id, { readAt });
  }, [selected?.conversation.id, unread]); // eslint-disable-line react-hooks/exhaustive-deps

  const send = async (content: string) => {
    try {
      const target = selected ? { conversationId: selected.conversation.id } : recipient ? { recipient } : null;
      if (!target) return;
      await sendMessage(target, content, me);
    } catch {
      toast({ ...ERROR_TOASTS.messageSendFailed, variant: 'destructive' });
    }
  };

  const select = (conversationId: string) => setParams({ c: conversationId });
  const back = () => setParams({});

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col px-0 py-0 sm:px-6 sm:py-8">
      <h1 className={cx('px-4 pt-5 pb-3 text-2xl font-bold tracking-tight text-slate-900 sm:px-0 sm:pt-0 sm:text-3xl', isPaneOpen && 'max-md:sr-only')}>
        Messages
      </h1>
      <div className="space-y-3 px-4 sm:px-0">
        <RefusedDrafts collection="conversations" present={REFUSED_CONVERSATION} />
        <RefusedDrafts collection="messages" present={REFUSED_MESSAGE} />
      </div>
      <div className="flex h-[calc(100dvh-9rem)] min-h-[26rem] overflow-hidden border-slate-200 bg-white sm:mt-3 sm:h-[calc(100dvh-14rem)] sm:rounded-2xl sm:border sm:shadow-sm">
        <nav aria-label="Conversations" className={cx('flex w-full flex-col border-slate-200 md:flex md:w-80 md:shrink-0 md:border-r', isPaneOpen && 'max-md:hidden')}>
          {loading || (isFirstSyncPending && summaries.length === 0) ? (
            <div className="flex items-center justify-center gap-2 p-8 text-slate-600" role="status">
              <Spinner label={null} /> Loading conversations…
            </div>
          ) : (
            <ConversationList summaries={summaries} labelOf={labelOf} photoOf={photoOf} selectedId={selectedId} onSelect={select} now={now} />
          )}
        </nav>
        <div className={cx('min-w-0 flex-1 flex-col', isPaneOpen ? 'flex' : 'hidden md:flex')}>
          {selected ? (
            <MessagePane
              key={selected.conversation.id}
              name={selected.other?.name ?? 'Conversation'}
              label={labelOf(selected)}
              messages={thread}
              myUserId={me.id}
              pendingIds={pendingIds}
              now={now}
              onBack={back}
              onSend={send}
              draftKey={`message:${selected.conversation.id}`}
            />
          ) : to && recipient ? (
            <MessagePane key={`to-${recipient.userId}`} name={recipient.name} label="" messages={[]} myUserId={me.id} pendingIds={pendingIds} now={now} onBack={back} onSend={send} draftKey={`message-to:${recipient.userId}`} />
          ) : to ? (
            <EmptyState
              className="m-4"
              title={isFirstSyncPending ? 'Loading…' : 'Person not found'}
              description={isFirstSyncPending ? 'Your messages are arriving on this device.' : 'This person is not among the profiles you can see.'}
            />
          ) : (
            <EmptyState
              className="m-4 hidden md:flex"
              title={summaries.length ? 'Select a conversation' : 'No conversations yet'}
              description={
                summaries.length
                  ? 'Pick a conversation on the left to read and reply.'
                  : me.userType === 'employer'
                    ? 'Use Contact on a candidate in Find Talent to start one.'
                    : 'Employers you talk to appear here.'
              }
            />
          )}
        </div>
      </div>
    </div>
  );
}
