/**
 * One-time codes: 6 digits from a CSPRNG, kept only as a keyed hash, valid for 10 minutes, used once, burnt after
 * 5 wrong tries. A new code for the same address and purpose replaces the old one, and not sooner than 60 s.
 */
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CODE_RULES } from '@shared/catalog.ts';
import { AUTH_ERROR_MESSAGES } from '@shared/messages.ts';
import type { Queryable } from '../db/client.ts';
import { authCodes } from '../db/schema.ts';
import { keyedHash } from './server-key.ts';
import { throttled } from './throttle.ts';

/**
 * What a code is for: signing in or up (e-mail or phone), confirming an address before setting a pattern, or
 * confirming a company e-mail for verification (its identifier binds the user and the address).
 */
export type CodePurpose = 'sign-in' | 'pattern' | 'company-email';

const hashCode = (key: string, identifier: string, purpose: CodePurpose, code: string) =>
  keyedHash(key, 'code', identifier, purpose, code);

/** Make a new code for an address, replacing any earlier one; 429 when the last was sent under 60 s ago. */
export async function issueCode(db: Queryable, key: string, identifier: string, purpose: CodePurpose, now: Date): Promise<string> {
  const resendAfterMs = CODE_RULES.resendCountdownSeconds * 1000;
  const [recent] = await db
    .select({ createdAt: authCodes.createdAt })
    .from(authCodes)
    .where(
      and(
        eq(authCodes.identifier, identifier),
        eq(authCodes.purpose, purpose),
        isNull(authCodes.consumedAt),
        gt(authCodes.createdAt, new Date(now.getTime() - resendAfterMs)),
      ),
    )
    .orderBy(desc(authCodes.createdAt))
    .limit(1);
  if (recent) {
    throttled(Math.ceil((recent.createdAt.getTime() + resendAfterMs - now.getTime()) / 1000), AUTH_ERROR_MESSAGES.resendTooSoon);
  }
  const code = String(randomInt(0, 10 ** CODE_RULES.length)).padStart(CODE_RULES.length, '0');
  await db.delete(authCodes).where(and(eq(authCodes.identifier, identifier), eq(authCodes.purpose, purpose)));
  await db.delete(authCodes).where(lt(authCodes.expiresAt, new Date(now.getTime() - 86_400_000)));
  await db.insert(authCodes).values({
    id: randomUUID(),
    identifier,
    purpose,
    codeHash: hashCode(key, identifier, purpose, code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_RULES.expiryMs),
  });
  return code;
}

/**
 * Use a code: true once for the right one; false for a wrong, expired, used or burnt code (the caller answers
 * all four alike). The fifth wrong try burns the code.
 */
export async function consumeCode(
  db: Queryable,
  key: string,
  identifier: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<boolean> {
  const [live] = await db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.identifier, identifier), eq(authCodes.purpose, purpose), isNull(authCodes.consumedAt), gt(authCodes.expiresAt, now)))
    .orderBy(desc(authCodes.createdAt))
    .limit(1);
  if (!live) return false;
  const expected = Buffer.from(live.codeHash, 'hex');
  const given = Buffer.from(hashCode(key, identifier, purpose, code), 'hex');
  if (timingSafeEqual(expected, given)) {
    // Conditional update: of two requests with the right code at once, only one gets the row.
    const used = await db
      .update(authCodes)
      .set({ consumedAt: now })
      .where(and(eq(authCodes.id, live.id), isNull(authCodes.consumedAt)))
      .returning({ id: authCodes.id });
    return used.length === 1;
  }
  await db
    .update(authCodes)
    .set({
      attempts: sql`${authCodes.attempts} + 1`,
      consumedAt: sql`case when ${authCodes.attempts} + 1 >= ${CODE_RULES.maxWrongTries} then ${now.toISOString()}::timestamptz else ${authCodes.consumedAt} end`,
    })
    .where(eq(authCodes.id, live.id));
  return false;
}
