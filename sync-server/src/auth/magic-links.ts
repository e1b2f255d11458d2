/**
 * Magic sign-in links: 32 random bytes (base64url) in the link, only their SHA-256 stored, 15 minutes, single
 * use. Only the page's 'Continue' POST consumes a token, so a mail scanner fetching the link uses nothing up.
 */
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CODE_RULES, MAGIC_LINK_EXPIRY_MS } from '@shared/catalog.ts';
import { AUTH_ERROR_MESSAGES } from '@shared/messages.ts';
import type { Db, Queryable } from '../db/client.ts';
import { magicLinks } from '../db/schema.ts';
import { hashToken, newToken } from './sessions.ts';
import { throttled } from './throttle.ts';

/** Make a link token for an e-mail, replacing earlier unused ones; 429 when the last was sent under 60 s ago. */
export async function issueMagicLink(db: Db, email: string, now: Date): Promise<string> {
  const resendAfterMs = CODE_RULES.resendCountdownSeconds * 1000;
  const token = newToken();
  await db.transaction(async (tx) => {
    // Requests for one address wait for each other here, so only the first of a burst finds no recent link.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`magic-link:${email}`}))`);
    const [recent] = await tx
      .select({ createdAt: magicLinks.createdAt })
      .from(magicLinks)
      .where(and(eq(magicLinks.email, email), isNull(magicLinks.consumedAt), gt(magicLinks.createdAt, new Date(now.getTime() - resendAfterMs))))
      .orderBy(desc(magicLinks.createdAt))
      .limit(1);
    if (recent) {
      throttled(Math.ceil((recent.createdAt.getTime() + resendAfterMs - now.getTime()) / 1000), AUTH_ERROR_MESSAGES.resendTooSoon);
    }
    await tx.delete(magicLinks).where(and(eq(magicLinks.email, email), isNull(magicLinks.consumedAt)));
    await tx.delete(magicLinks).where(lt(magicLinks.expiresAt, new Date(now.getTime() - 86_400_000)));
    await tx.insert(magicLinks).values({
      tokenHash: hashToken(token),
      email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + MAGIC_LINK_EXPIRY_MS),
    });
  });
  return token;
}

/** Use a token once: the e-mail it was sent to, or null when unknown, expired or used. */
export async function consumeMagicLink(db: Queryable, token: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(magicLinks)
    .set({ consumedAt: now })
    .where(and(eq(magicLinks.tokenHash, hashToken(token)), isNull(magicLinks.consumedAt), gt(magicLinks.expiresAt, now)))
    .returning({ email: magicLinks.email });
  return row?.email ?? null;
}
