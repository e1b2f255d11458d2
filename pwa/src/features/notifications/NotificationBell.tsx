/**
 * The header's notification bell and its panel (spec section 2). The header sits outside the screens'
 * DatabaseGate, so the bell provides the open database to RxDB's hooks itself and shows nothing until it is open.
 */
import { useId } from 'react';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useLocation } from 'wouter';
import { formatBadgeCount, formatNotificationTime } from '@shared/rules/relative-time.ts';
import type { Notification } from '@shared/schemas/notification.ts';
import { OpenDatabaseProvider } from '../../db/OpenDatabaseProvider.tsx';
import { cx } from '../../ui/index.ts';
import { BellIcon, NotificationIcon } from './NotificationIcon.tsx';
import { markNotificationsRead, useNotifications, useNow } from './use-notifications.ts';

/** The bell of the signed-in user; nothing while their local database opens. */
export function NotificationBell({ userId }: { userId: string }) {
  return (
    <OpenDatabaseProvider>
      <Bell userId={userId} />
    </OpenDatabaseProvider>
  );
}

function Bell({ userId }: { userId: string }) {
  const { notifications, unreadCount } = useNotifications(userId);
  const badge = formatBadgeCount(unreadCount);
  const titleId = useId();

  return (
    // Static on phones so the panel spans the header's full width; anchored under the bell from sm up.
    <Popover className="sm:relative">
      <PopoverButton
        aria-label={unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications'}
        className="relative rounded-lg p-2 text-slate-700 hover:bg-slate-100 data-open:bg-slate-100"
      >
        <BellIcon hasUnread={unreadCount > 0} />
        {badge && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute top-0.5 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white"
          >
            {badge}
          </span>
        )}
      </PopoverButton>
      <PopoverPanel
        as="section"
        aria-labelledby={titleId}
        className="fixed inset-x-0 top-16 z-40 border-y border-slate-200 bg-white shadow-lg focus:outline-none sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96 sm:rounded-xl sm:border"
      >
        {({ close }) => (
          <NotificationPanel titleId={titleId} notifications={notifications} unreadCount={unreadCount} onDone={() => close()} />
        )}
      </PopoverPanel>
    </Popover>
  );
}

function reportFailure(error: unknown) {
  console.error('Marking notifications read failed', error);
}

/** Only paths inside the app are followed: an action URL is data, and must never send the user off-site. */
function isInAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

function NotificationPanel({
  titleId,
  notifications,
  unreadCount,
  onDone,
}: {
  titleId: string;
  notifications: readonly Notification[];
  unreadCount: number;
  onDone: () => void;
}) {
  const [, navigate] = useLocation();
  const now = useNow(30_000);

  const openNotification = (notification: Notification) => {
    markNotificationsRead([notification]).catch(reportFailure);
    onDone();
    if (isInAppPath(notification.actionUrl)) navigate(notification.actionUrl);
  };

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          Notifications
        </h2>
        {unreadCount > 0 && (
          <button
            type="button"
            onClick={() => markNotificationsRead(notifications).catch(reportFailure)}
            className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
          >
            Mark all read
          </button>
        )}
      </div>
      {notifications.length === 0 ? (
        <div className="flex flex-col items-center px-4 py-10 text-center">
          <span className="mb-3 text-slate-400">
            <BellIcon hasUnread={false} />
          </span>
          <p className="text-sm font-medium text-slate-900">No notifications</p>
          <p className="mt-1 text-sm text-slate-600">You're all caught up!</p>
        </div>
      ) : (
        <ul className="max-h-[min(28rem,calc(100dvh-9rem))] divide-y divide-slate-100 overflow-y-auto">
          {notifications.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} now={now} onOpen={() => openNotification(notification)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function NotificationItem({ notification, now, onOpen }: { notification: Notification; now: number; onOpen: () => void }) {
  const isUnread = !notification.read;
  return (
    <button
      type="button"
      onClick={onOpen}
      className={cx(
        'flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50',
        isUnread && 'bg-brand-50/60 hover:bg-brand-50',
      )}
    >
      <NotificationIcon type={notification.type} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={cx('text-sm text-slate-900', isUnread ? 'font-semibold' : 'font-medium')}>{notification.title}</span>
          <time dateTime={notification.timestamp} className="shrink-0 text-xs text-slate-600">
            {formatNotificationTime(notification.timestamp, now)}
          </time>
        </span>
        <span className="mt-0.5 line-clamp-2 block text-sm text-slate-600">{notification.message}</span>
      </span>
      {isUnread && (
        <>
          <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600" />
          <span className="sr-only">Unread</span>
        </>
      )}
    </button>
  );
}
