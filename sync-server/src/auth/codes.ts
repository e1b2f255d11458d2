/**
 * One-time codes: 6 digits from a CSPRNG, kept only as a keyed hash, valid for 10 minutes, used once, burnt after
 * 5 wrong tries. A new code for the same address and purpose replaces the old one, and not sooner than 60 s.
 * Both rules hold under bursts: issuing runs under a lock of the address, and a try is taken before it is checked.
 */
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CODE_RULES } from '@shared/catalog.ts';
import { AUTH_ERROR_MESSAGES } from '@shared/messages.ts';
import type { Db } from '../db/client.ts';
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
export async function issueCode(db: Db, key: string, identifier: string, purpose: CodePurpose, now: Date): Promise<string> {
  const resendAfterMs = CODE_RULES.resendCountdownSeconds * 1000;
  const code = String(randomInt(0, 10 ** CODE_RULES.length)).padStart(CODE_RULES.length, '0');
  await db.transaction(async (tx) => {
    // Requests for one address wait for each other here, so only the first of a burst finds no recent code.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${purpose}:${identifier}`}))`);
    const [recent] = await tx
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
    await tx.delete(authCodes).where(and(eq(authCodes.identifier, identifier), eq(authCodes.purpose, purpose)));
    await tx.delete(authCodes).where(lt(authCodes.expiresAt, new Date(now.getTime() - 86_400_000)));
    await tx.insert(authCodes).values({
      id: randomUUID(),
      identifier,
      purpose,
      codeHash: hashCode(key, identifier, purpose, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_RULES.expiryMs),
    });
  });
  return code;
}

/**
 * Use a code: true once for the right one; false for a wrong, expired, used or burnt code (the caller answers
 * all four alike). The fifth wrong try burns the code.
 */
export async function consumeCode(db: Db, key: string, identifier: string, purpose: CodePurpose, code: string, now: Date): Promise<boolean> {
  // The try is taken (attempts + 1) before the code is compared, in one statement that re-reads the row under
  // its lock: of a burst of simultaneous tries, only the first 5 are ever compared.
  const [live] = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(
      and(
        eq(
          authCodes.id,
          db
            .select({ id: authCodes.id })
            .from(authCodes)
            .where(and(eq(authCodes.identifier, identifier), eq(authCodes.purpose, purpose), isNull(authCodes.consumedAt), gt(authCodes.expiresAt, now)))
            .orderBy(desc(authCodes.createdAt))
            .limit(1),
        ),
        isNull(authCodes.consumedAt),
        lt(authCodes.attempts, CODE_RULES.maxWrongTries),
      ),
    )
    .returning({ id: authCodes.id, codeHash: authCodes.codeHash, attempts: authCodes.attempts });
  if (!live) return false;
  const expected = Buffer.from(live.codeHash, 'hex');
  const given = Buffer.from(hashCode(key, identifier, purpose, code), 'hex');
  const isRight = timingSafeEqual(expected, given);
  if (!isRight && live.attempts < CODE_RULES.maxWrongTries) return false;
  // Right: use it up. Wrong on the last try: burn it, so it no longer holds back a new code's 60 s wait.
  // Conditional, so of two right tries at once only one gets the row.
  const closed = await db
    .update(authCodes)
    .set({ consumedAt: now })
    .where(and(eq(authCodes.id, live.id), isNull(authCodes.consumedAt)))
    .returning({ id: authCodes.id });
  return isRight && closed.length === 1;
}
