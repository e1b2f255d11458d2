import { useMemo } from 'react';
import { formatBadgeCount } from '@shared/rules/relative-time.ts';
import { useDocs } from '../../db/hooks.ts';
import { OpenDatabaseProvider } from '../../db/OpenDatabaseProvider.tsx';
import { countAllUnread } from './conversation-summary.ts';

/**
 * The unread count beside the navigation's Messages link, as the bell has one for notifications: messages from
 * others after my read marker in my direct conversations, read live from the device. Nothing when all are read.
 * The header sits outside the screens' DatabaseGate, so, as the bell does, it provides the open database itself.
 */
export function MessagesUnreadBadge({ userId }: { userId: string }) {
  return (
    <OpenDatabaseProvider>
      <UnreadBadge userId={userId} />
    </OpenDatabaseProvider>
  );
}

function UnreadBadge({ userId }: { userId: string }) {
  const { docs: conversations } = useDocs('conversations', { kind: 'direct' });
  const { docs: messages } = useDocs('messages');
  const unread = useMemo(() => countAllUnread(conversations, messages, userId), [conversations, messages, userId]);
  const badge = formatBadgeCount(unread);
  if (!badge) return null;
  return (
    <span data-testid="messages-unread">
      <span
        aria-hidden="true"
        className="ml-1.5 inline-flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 align-[1px] text-[11px] leading-none font-semibold text-white"
      >
        {badge}
      </span>
      <span className="sr-only">, {unread} unread</span>
    </span>
  );
}
