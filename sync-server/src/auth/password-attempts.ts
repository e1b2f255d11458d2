/**
 * A password check under the password-failure throttles, shared by sign-in and the current-password checks of
 * Settings (password change, account deletion): the same budget per account and per client address, whichever
 * door the guesses come through. It decides right or wrong; the caller words the answer.
 */
import type { Queryable } from '../db/client.ts';
import { DUMMY_HASH_PROMISE, verifySecret } from './passwords.ts';
import { attempt, counterOf } from './throttle.ts';

/** Who is trying: the account's sign-in identifier (typed, registered or not) and the client's address. */
export interface PasswordTry {
  identifier: string;
  address: string;
}

/**
 * Whether `password` matches `stored` (a missing hash costs the same and is wrong); 429 before any check once
 * the identifier or the address has used up its failures.
 */
export async function checkPassword(db: Queryable, who: PasswordTry, password: string, stored: string | null | undefined, now: Date): Promise<boolean> {
  const counters = [counterOf('passwordFailuresPerIdentifier', who.identifier), counterOf('passwordFailuresPerAddress', who.address)];
  return attempt(db, counters, now, async () => {
    const ok = await verifySecret(password, stored ?? (await DUMMY_HASH_PROMISE));
    return ok && !!stored;
  });
}
