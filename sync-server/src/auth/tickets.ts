/**
 * The "verified" ticket: after a correct code or link for an address without an account, this browser gets a
 * short-lived HttpOnly cookie (its hash in the database) that lets register ('verified') or signup create the
 * account for exactly that address. Without it those calls are refused, whatever the body claims.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { VERIFIED_TICKET_EXPIRY_MS } from '@shared/catalog.ts';
import type { Queryable } from '../db/client.ts';
import { verifiedTickets } from '../db/schema.ts';
import { hashToken, isHttps, newToken } from './sessions.ts';

export const TICKET_COOKIE = 'verified_ticket';
const COOKIE_PATH = '/api/auth';

/** Give this browser a ticket for an address it just proved, replacing any ticket it held. */
export async function issueTicket(
  c: Context,
  db: Queryable,
  proven: { identifier: string; kind: 'email' | 'phone' },
  now: Date,
  appOrigin?: string,
): Promise<void> {
  const previous = getCookie(c, TICKET_COOKIE);
  if (previous) await db.delete(verifiedTickets).where(eq(verifiedTickets.tokenHash, hashToken(previous)));
  await db.delete(verifiedTickets).where(lt(verifiedTickets.expiresAt, now));
  const token = newToken();
  const expiresAt = new Date(now.getTime() + VERIFIED_TICKET_EXPIRY_MS);
  await db.insert(verifiedTickets).values({ tokenHash: hashToken(token), ...proven, createdAt: now, expiresAt });
  setCookie(c, TICKET_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, appOrigin),
    path: COOKIE_PATH,
    maxAge: VERIFIED_TICKET_EXPIRY_MS / 1000,
  });
}

/** Whether this browser holds a live ticket for this address. */
export async function hasTicket(c: Context, db: Queryable, identifier: string, now: Date): Promise<boolean> {
  const token = getCookie(c, TICKET_COOKIE);
  if (!token) return false;
  const [row] = await db
    .select({ identifier: verifiedTickets.identifier })
    .from(verifiedTickets)
    .where(and(eq(verifiedTickets.tokenHash, hashToken(token)), gt(verifiedTickets.expiresAt, now)));
  return row?.identifier === identifier;
}

/** Drop this browser's ticket (used, or signed out). */
export async function endTicket(c: Context, db: Queryable, appOrigin?: string): Promise<void> {
  const token = getCookie(c, TICKET_COOKIE);
  if (!token) return;
  await db.delete(verifiedTickets).where(eq(verifiedTickets.tokenHash, hashToken(token)));
  deleteCookie(c, TICKET_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'Lax', secure: isHttps(c, appOrigin) });
}
