import type { NotificationType } from '@shared/schemas/notification.ts';
import { cx } from '../../ui/index.ts';

const BELL_PATH = 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 21h4';

/** Outline icons (24 px grid, stroked) per notification type; 'other' is the plain bell (spec section 2). */
const TYPE_ICON_PATHS: Record<NotificationType, string> = {
  application: 'M9 4h6v3H9zM7 5.5H5v15h14v-15h-2M8.5 12h7M8.5 16h5',
  message: 'M4 5h16v11H9l-5 4z',
  interview: 'M3 7h12v10H3zM15 10l6-3v10l-6-3',
  payment: 'M3 6h18v12H3zM3 10h18M7 15h3',
  verification: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  other: BELL_PATH,
};

const TYPE_TONES: Record<NotificationType, string> = {
  application: 'bg-brand-50 text-brand-700',
  message: 'bg-sky-50 text-sky-700',
  interview: 'bg-violet-50 text-violet-700',
  payment: 'bg-emerald-50 text-emerald-700',
  verification: 'bg-amber-50 text-amber-700',
  other: 'bg-slate-100 text-slate-700',
};

/** The round icon before a notification; unknown types get the bell. */
export function NotificationIcon({ type }: { type: NotificationType }) {
  const path = TYPE_ICON_PATHS[type] ?? BELL_PATH;
  return (
    <span
      className={cx('flex size-9 shrink-0 items-center justify-center rounded-full', TYPE_TONES[type] ?? TYPE_TONES.other)}
      data-type={type}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" className="size-4.5">
        <path d={path} />
      </svg>
    </span>
  );
}

/** The header bell: outlined when all is read, filled with ringing marks when something is unread. */
export function BellIcon({ hasUnread }: { hasUnread: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill={hasUnread ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-6"
      aria-hidden="true"
      data-unread={hasUnread || undefined}
    >
      <path d="M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z" />
      <path d="M10 21h4" fill="none" />
      {hasUnread && <path d="M3 8.5a9 9 0 0 1 2.2-4.5M21 8.5a9 9 0 0 0-2.2-4.5" fill="none" />}
    </svg>
  );
}
