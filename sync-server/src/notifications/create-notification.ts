/**
 * Makes a notification from a real event, inside the transaction of that event, so it exists exactly when the
 * event does. Respects the recipient's notification preferences.
 */
import { randomUUID } from 'node:crypto';
import type { NotificationType } from '@shared/schemas/notification.ts';
import type { Tx } from '../db/client.ts';
import { readAccount } from '../plans/usage.ts';
import { writeRow } from '../store/rows.ts';

/** What a notification says and where it leads. */
export interface NotificationInput {
  type: NotificationType;
  title: string;
  message: string;
  actionUrl: string;
}

/** Whether the user wants notifications of this type (verification results count as 'other'). */
export async function wantsNotification(tx: Tx, userId: string, type: NotificationType): Promise<boolean> {
  const account = await readAccount(tx, userId);
  const prefs = account?.notificationPrefs as Record<string, boolean> | undefined;
  const prefKey = type === 'verification' ? 'other' : type;
  return !(prefs && prefs[prefKey] === false);
}

/** Store a notification (a new one, or `id` rewritten as unread) for a user. */
export async function storeNotification(tx: Tx, userId: string, input: NotificationInput, now: Date, id: string = randomUUID()) {
  await writeRow(
    tx,
    'notifications',
    {
      id,
      ownerUserId: userId,
      doc: { id, userId, ...input, timestamp: now.toISOString(), read: false, updatedAt: now.toISOString() },
    },
    now,
  );
}

/** Store a notification for a user unless they turned that type off. */
export async function createNotification(tx: Tx, userId: string, input: NotificationInput, now: Date): Promise<void> {
  if (await wantsNotification(tx, userId, input.type)) await storeNotification(tx, userId, input, now);
}
