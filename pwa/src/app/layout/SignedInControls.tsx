/**
 * The header's signed-in controls: sync state, support console entry, bell and account menu. They read the local
 * database, so they live in a chunk of their own that Header loads only once someone is signed in: a signed-out
 * visit never downloads the database code.
 */
import { useActingUser } from '../../features/company/use-acting-user.ts';
import type { CurrentUser } from '@shared/schemas/account.ts';
import { MessagesUnreadBadge } from '../../features/messages/MessagesUnreadBadge.tsx';
import { NotificationBell } from '../../features/notifications/NotificationBell.tsx';
import { SupportConsoleLink } from '../../features/support/SupportConsoleLink.tsx';
import { SyncIndicator } from '../../features/sync/SyncIndicator.tsx';
import { AccountMenu } from './AccountMenu.tsx';

export function SignedInControls({ user }: { user: CurrentUser }) {
  return (
    <>
      <SyncIndicator />
      <SupportConsoleLink layout="icon" />
      <NotificationBell userId={user.id} />
      <AccountMenu user={user} />
    </>
  );
}

/** The unread count of the navigation's Messages link. */
export function MessagesNavBadge({ user }: { user: CurrentUser }) {
  return <MessagesUnreadBadge userId={useActingUser(user).id} />;
}

/** The signed-in lines of the narrow screens' menu panel. */
export function SignedInPanelLinks({ onNavigate }: { onNavigate: () => void }) {
  return <SupportConsoleLink layout="panel" onNavigate={onNavigate} />;
}
