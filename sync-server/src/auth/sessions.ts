/**
 * Server-side sessions: a random token in an HttpOnly cookie, its SHA-256 in the database. Signing in always
 * makes a new token (no fixation); signing out deletes the row, so a captured cookie stops working at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;

/** Who is asking: decided from the session only, never from anything the client sends. */
export interface Viewer {
  userId: string;
  userType: 'candidate' | 'employer';
  email: string;
  isSupportAgent: boolean;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Start a session for a user and set its cookie. */
export async function startSession(c: Context, db: Db, userId: string, now = new Date()): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt });
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    path: '/',
    expires: expiresAt,
  });
}

/** End the request's session (if any) on the server and clear its cookie. */
export async function endSession(c: Context, db: Db): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

/** End every session of a user (password change, account deletion). */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** The viewer of a request, or null when it carries no live session. */
export async function readViewer(c: Context, db: Db, now = new Date()): Promise<Viewer | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return null;
  const rows = await db
    .select({ userId: users.id, userType: users.userType, email: users.email, isSupportAgent: users.isSupportAgent, deletedAt: users.deletedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row || row.deletedAt) return null;
  return { userId: row.userId, userType: row.userType, email: row.email, isSupportAgent: row.isSupportAgent };
}
