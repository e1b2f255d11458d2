/**
 * Server-side sessions: a random token in an HttpOnly cookie, its SHA-256 in the database. Signing in always
 * makes a new token (no fixation); signing out deletes the row, so a captured cookie stops working at once.
 * A session lasts 30 days from sign-in at most, and ends after 7 days without an authenticated request.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { SignOutReason } from '@shared/schemas/signed-out.ts';
import type { Db } from '../db/client.ts';
import { companyMembers, sessions, users } from '../db/schema.ts';
import { announceSessionsEnded, type LiveSession, type SessionCache } from './session-cache.ts';
import type { Viewer } from './viewer.ts';

/** The cookie's name over plain HTTP (development, tests); kept readable over HTTPS for sessions made before. */
export const SESSION_COOKIE = 'sid';
/**
 * Over HTTPS: the browser accepts a `__Host-` cookie only when Secure, with Path=/ and no Domain, so neither a
 * sibling subdomain nor a plain-HTTP page can plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = '__Host-sid';
const DAY_MS = 86_400_000;
const SESSION_DAYS = 30;
/** A session unused this long ends (ASVS 5.0 V7.3.1): a forgotten device does not stay signed in for a month. */
export const SESSION_IDLE_MS = 7 * DAY_MS;
/** Last use is written at most this often per session: one write per request would cost every request a write. */
export const SESSION_USE_WRITE_MS = 10 * 60_000;

// The viewer's type has a file of its own, which the session cache shares without importing the sessions.
export type { Viewer };

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
  // Cheapest first, and no URL parse: this runs on every answer (HSTS) and a parse cost it 5-8 µs.
  if (appOrigin?.startsWith('https:')) return true;
  if (/^https:/i.test(c.req.url)) return true;
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/** The request's session token: the HTTPS cookie first, else one of the old name. */
export function sessionToken(c: Context): string | undefined {
  return getCookie(c, SECURE_SESSION_COOKIE) ?? getCookie(c, SESSION_COOKIE);
}

/** Clear the session cookie: both names over HTTPS (a session of the old name may be the one held). */
export function clearSessionCookies(c: Context, appOrigin?: string): void {
  const https = isHttps(c, appOrigin);
  if (getCookie(c, SESSION_COOKIE) !== undefined || !https) deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: https });
  if (https) deleteCookie(c, SECURE_SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: true });
}

/**
 * Start a session for a user and set its cookie. Any session this browser held is ended first: every sign-in
 * rotates the token, so a token planted or seen before sign-in is worth nothing after it.
 */
export async function startSession(c: Context, db: Db, userId: string, now = new Date(), appOrigin?: string): Promise<void> {
  const previous = sessionToken(c);
  if (previous) {
    await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(previous)));
    await announceSessionsEnded(db, { tokenHash: hashToken(previous) });
  }
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt, lastUsedAt: now });
  const https = isHttps(c, appOrigin);
  // A cookie of the old name would be sent alongside: it goes, so the browser holds one session cookie.
  if (https && getCookie(c, SESSION_COOKIE) !== undefined) deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: true });
  setCookie(c, https ? SECURE_SESSION_COOKIE : SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: https,
    path: '/',
    expires: expiresAt,
  });
}

/** End the request's session (if any) on the server and clear its cookie. */
export async function endSession(c: Context, db: Db, appOrigin?: string): Promise<void> {
  const token = sessionToken(c);
  if (token) {
    await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    await announceSessionsEnded(db, { tokenHash: hashToken(token), reason: 'signed_out' });
  }
  clearSessionCookies(c, appOrigin);
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
export async function readViewer(c: Context, db: Db, now = new Date(), cache?: SessionCache, idleMs: IdleMs = SESSION_IDLE_MS): Promise<Viewer | null> {
  const token = sessionToken(c);
  if (!token) return null;
  const tokenHash = hashToken(token);
  const load = () => loadSession(db, tokenHash, now, idleMs === undefined ? SESSION_IDLE_MS : idleMs);
  return cache ? cache.read(tokenHash, now, load) : ((await load())?.viewer ?? null);
}

/**
 * The idle timeout in force: SESSION_IDLE_MS (undefined), or null for none. Only test servers whose clock jumps
 * weeks between requests (billing periods, purges) turn it off (test-support/test-server.ts).
 */
export type IdleMs = number | null | undefined;

async function loadSession(db: Db, tokenHash: string, now: Date, idleMs: number | null): Promise<LiveSession | null> {
  const rows = await db
    .select({
      userId: users.id,
      userType: users.userType,
      email: users.email,
      isSupportAgent: users.isSupportAgent,
      deletedAt: users.deletedAt,
      companyId: companyMembers.companyId,
      role: companyMembers.role,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companyMembers, eq(companyMembers.userId, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), idleMs === null ? undefined : gt(sessions.lastUsedAt, new Date(now.getTime() - idleMs))),
    )
    .limit(1);
  const row = rows[0];
  if (!row || row.deletedAt) return null;
  let usedAt = row.lastUsedAt;
  if (now.getTime() - usedAt.getTime() >= SESSION_USE_WRITE_MS) {
    // Conditional, so two instances recording the same use write once.
    await db.update(sessions).set({ lastUsedAt: now }).where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastUsedAt, now)));
    usedAt = now;
  }
  const idleEnd = idleMs === null ? Infinity : usedAt.getTime() + idleMs;
  return {
    viewer: {
      userId: row.userId,
      userType: row.userType,
      email: row.email ?? '',
      isSupportAgent: row.isSupportAgent,
      ...(row.companyId && row.role ? { company: { id: row.companyId, role: row.role } } : {}),
    },
    // Read again by then: the session has ended, or its use is due to be recorded.
    validUntil: new Date(Math.min(row.expiresAt.getTime(), idleEnd, usedAt.getTime() + SESSION_USE_WRITE_MS)),
  };
}
