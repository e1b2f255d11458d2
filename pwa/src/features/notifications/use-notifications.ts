/**
 * The signed-in user's notifications for the bell: live, newest first, with the unread count, and the one
 * change the owner may make (mark read). The server creates notifications; this file never does.
 */
import { useEffect, useMemo, useState } from 'react';
import type { Notification } from '@shared/schemas/notification.ts';
import { useDocs } from '../../db/hooks.ts';
import { patchDoc } from '../../db/writes.ts';

/** Live notifications of a user, newest first, and how many are unread. */
export function useNotifications(userId: string): { notifications: Notification[]; unreadCount: number } {
  const { docs } = useDocs('notifications', { userId });
  return useMemo(() => {
    const notifications = [...docs].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
    return { notifications, unreadCount: notifications.filter((n) => !n.read).length };
  }, [docs]);
}

/** Mark notifications read (a local write: instant, and sent when online). */
export async function markNotificationsRead(notifications: readonly Notification[]): Promise<void> {
  const unread = notifications.filter((n) => !n.read);
  await Promise.all(unread.map((n) => patchDoc('notifications', n.id, { read: true })));
}

/** The current time, refreshed every `intervalMs` while the component is mounted. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
