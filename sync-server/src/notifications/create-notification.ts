/**
 * Makes a notification from a real event, inside the transaction of that event, so it exists exactly when the
 * event does. Respects the recipient's notification preferences.
 */
import { randomUUID } from 'node:crypto';
import type { NotificationType } from '@shared/schemas/notification.ts';
import type { Tx } from '../db/client.ts';
import { readAccount } from '../replication/rules/usage.ts';
import { writeRow } from '../replication/store.ts';

/** What a notification says and where it leads. */
export interface NotificationInput {
  type: NotificationType;
  title: string;
  message: string;
  actionUrl: string;
}

/** Store a notification for a user unless they turned that type off. */
export async function createNotification(tx: Tx, userId: string, input: NotificationInput, now: Date): Promise<void> {
  const account = await readAccount(tx, userId);
  const prefs = account?.notificationPrefs as Record<string, boolean> | undefined;
  const prefKey = input.type === 'verification' ? 'other' : input.type;
  if (prefs && prefs[prefKey] === false) return;
  const id = randomUUID();
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
