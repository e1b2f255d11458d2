/**
 * The one-click unsubscribe link of an alert mail: it names one user's one saved search and carries a keyed
 * hash of both under the server key, so it works without a session, only for its own search, and a link with
 * any part changed does nothing.
 */
import { timingSafeEqual } from 'node:crypto';
import { keyedHash } from '../auth/server-key.ts';

const PURPOSE = 'job-alert-unsubscribe';

/** The token of a saved search's unsubscribe link. */
export function unsubscribeToken(key: string, userId: string, savedSearchId: string): string {
  const mac = keyedHash(key, PURPOSE, userId, savedSearchId);
  return `${Buffer.from(userId).toString('base64url')}.${Buffer.from(savedSearchId).toString('base64url')}.${mac}`;
}

/** The user and saved search a token names, or null when it was not made with this key (tampered, or junk). */
export function readUnsubscribeToken(key: string, token: string): { userId: string; savedSearchId: string } | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !/^[0-9a-f]{64}$/.test(parts[2]!)) return null;
  const userId = Buffer.from(parts[0]!, 'base64url').toString('utf8');
  const savedSearchId = Buffer.from(parts[1]!, 'base64url').toString('utf8');
  const expected = Buffer.from(keyedHash(key, PURPOSE, userId, savedSearchId), 'hex');
  return timingSafeEqual(expected, Buffer.from(parts[2]!, 'hex')) ? { userId, savedSearchId } : null;
}
