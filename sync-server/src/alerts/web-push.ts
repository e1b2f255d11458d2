/**
 * Web Push for job alerts: VAPID keys made once and kept in server_settings like the other server secrets
 * (auth/server-key.ts), messages encrypted by the `web-push` library (RFC 8291, aes128gcm) and sent with fetch,
 * so a gone subscription (404, 410) is forgotten.
 */
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { loadStoredSecret } from '../auth/server-key.ts';
import { queryRows, type Db } from '../db/client.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The VAPID key pair, made at first use and shared by every instance on the database. */
export async function loadVapidKeys(db: Db): Promise<VapidKeys> {
  return JSON.parse(await loadStoredSecret(db, 'vapid_keys', () => JSON.stringify(webpush.generateVAPIDKeys()))) as VapidKeys;
}

/** A stored push subscription. */
export interface StoredPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows: a title, a line, and the page a click opens. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

export async function pushSubscriptionsOf(db: Db, userId: string): Promise<StoredPushSubscription[]> {
  return queryRows<StoredPushSubscription>(db, sql`select endpoint, p256dh, auth from push_subscriptions where user_id = ${userId}`);
}

/** Send one message to one subscription; a subscription its push service no longer knows is deleted. */
export async function sendPush(db: Db, vapid: VapidKeys, subject: string, sub: StoredPushSubscription, payload: PushPayload): Promise<void> {
  const details = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(payload), {
    vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    contentEncoding: 'aes128gcm',
    TTL: 24 * 60 * 60,
  });
  const response = await fetch(details.endpoint, {
    method: details.method,
    headers: details.headers as Record<string, string>,
    body: new Uint8Array(details.body as Buffer),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status === 404 || response.status === 410) {
    await db.execute(sql`delete from push_subscriptions where endpoint = ${sub.endpoint}`);
    return;
  }
  if (!response.ok) throw new Error(`Push service answered ${response.status}`);
}
