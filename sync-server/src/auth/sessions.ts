/**
 * Server-side sessions: a random token in an HttpOnly cookie, its SHA-256 in the database. Signing in always
 * makes a new token (no fixation); signing out deletes the row, so a captured cookie stops working at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { SignOutReason } from '@shared/schemas/signed-out.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import { announceSessionsEnded, type LiveSession, type SessionCache } from './session-cache.ts';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;

/** Who is asking: decided from the session only, never from anything the client sends. */
export interface Viewer {
  userId: string;
  userType: 'candidate' | 'employer';
  /** '' for an account made with a phone number only. */
  email: string;
  isSupportAgent: boolean;
}

/** A new secret for a cookie or a link: 32 random bytes, base64url. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a random token: enough for 256-bit secrets, which no one can guess to test against the hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Whether cookies must be Secure: the request came over HTTPS, directly, through a proxy that says so, or the
 * app's public origin is HTTPS. (A forged X-Forwarded-Proto can only make the sender's own cookie stricter.)
 */
export function isHttps(c: Context, appOrigin?: string): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') return true;
  return appOrigin?.startsWith('https:') ?? false;
}

/**
 * Start a session for a user and set its cookie. Any session this browser held is ended first: every sign-in
 * rotates the token, so a token planted or seen before sign-in is worth nothing after it.
 */
export async function startSession(c: Context, db: Db, userId: string, now = new Date(), appOrigin?: string): Promise<void> {
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous) {
    await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(previous)));
    await announceSessionsEnded(db, { tokenHash: hashToken(previous) });
  }
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt });
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, appOrigin),
    path: '/',
    expires: expiresAt,
  });
}

/** End the request's session (if any) on the server and clear its cookie. */
export async function endSession(c: Context, db: Db, appOrigin?: string): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) {
    await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    await announceSessionsEnded(db, { tokenHash: hashToken(token), reason: 'signed_out' });
  }
  deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c, appOrigin) });
}

/**
 * End every session of a user (password change), saying why to their open streams; the session of the request
 * that asked (`c`), if any, is ended too but not told to sign out: that device goes on with a fresh session.
 */
export async function endAllSessions(db: Db, userId: string, reason: SignOutReason, c?: Context): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  const own = c && getCookie(c, SESSION_COOKIE);
  await announceSessionsEnded(db, { userId, reason, ...(own ? { except: hashToken(own) } : {}) });
}

/**
 * The viewer of a request, or null when it carries no live session. With a cache (the /api middleware), a
 * session read in the last few seconds is not read again (auth/session-cache.ts says why that is safe).
 */
export async function readViewer(c: Context, db: Db, now = new Date(), cache?: SessionCache): Promise<Viewer | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  const tokenHash = hashToken(token);
  return cache ? cache.read(tokenHash, now, () => loadSession(db, tokenHash, now)) : ((await loadSession(db, tokenHash, now))?.viewer ?? null);
}

async function loadSession(db: Db, tokenHash: string, now: Date): Promise<LiveSession | null> {
  const rows = await db
    .select({
      userId: users.id,
      userType: users.userType,
      email: users.email,
      isSupportAgent: users.isSupportAgent,
      deletedAt: users.deletedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row || row.deletedAt) return null;
  return {
    viewer: { userId: row.userId, userType: row.userType, email: row.email ?? '', isSupportAgent: row.isSupportAgent },
    expiresAt: row.expiresAt,
  };
}
