/**
 * TURN credentials for one participant of one interview, in coturn's `use-auth-secret` REST scheme
 * (draft-uberti-behave-turn-rest): the username is `<expiry in Unix seconds>:<user id>` and the password
 * base64(HMAC-SHA1(TURN_SECRET, username)). coturn recomputes the HMAC with its `static-auth-secret` and refuses a
 * username whose time has passed, so nothing is stored: a credential is good for this person until the
 * interview's join window closes, and useless to anyone after it (ASVS 5.0 V17.1.1: no shared static credential).
 */
import { createHmac } from 'node:crypto';
import type { IceServer } from '@shared/schemas/interview-room.ts';

export function turnCredentials(secret: string, urls: string[], userId: string, expiresAtMs: number): IceServer {
  const username = `${Math.floor(expiresAtMs / 1000)}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { urls, username, credential };
}
