/**
 * Pattern sign-in. A pattern is set only on an address proven by a code (pattern-register), hashed with scrypt
 * and the server key. Wrong patterns are counted per e-mail, registered or not; the fifth locks pattern sign-in
 * for that address until a code, link or password sign-in.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { PATTERN_RULES } from '@shared/catalog.ts';
import { AUTH_ERROR_MESSAGES } from '@shared/messages.ts';
import { patternLoginRequestSchema, patternRegisterRequestSchema } from '@shared/schemas/auth-requests.ts';
import { AUTH_ERROR_CODES } from '@shared/schemas/auth-responses.ts';
import { createUser, normalizeEmail } from '../../auth/create-user.ts';
import { DUMMY_HASH_PROMISE, hashSecret, verifySecret } from '../../auth/passwords.ts';
import { countPatternFailure, patternFailures } from '../../auth/pattern-lock.ts';
import { countEvent, refuseIfOver } from '../../auth/throttle.ts';
import { findUserByEmail, findUserById, isUniqueViolation } from '../../auth/users.ts';
import type { AppEnv } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { httpError } from '../../http-error.ts';
import { requireCode, sendCode } from './code-routes.ts';
import { CODE_SENT, type AuthKit } from './kit.ts';

const locked = () => httpError(423, AUTH_ERROR_CODES.patternLocked, AUTH_ERROR_MESSAGES.patternLocked);

export function patternRoutes(kit: AuthKit) {
  return new Hono<AppEnv>()
    .post('/pattern-register', async (c) => {
      const body = await kit.parse(c, patternRegisterRequestSchema);
      const email = normalizeEmail(body.email);
      if (body.otp === undefined) {
        await sendCode(kit, c, { identifier: email, kind: 'email' }, 'pattern');
        return c.json(CODE_SENT);
      }
      await requireCode(kit, c, email, 'pattern', body.otp);
      const patternHash = await hashSecret(body.pattern, await kit.key());
      let user = await findUserByEmail(kit.db, email);
      if (user) {
        // The address is proven: set or replace its pattern (the account keeps its role); signIn unlocks it.
        await kit.db.update(users).set({ patternHash }).where(eq(users.id, user.id));
      } else {
        const made = await createUser(kit.db, { email, userType: body.userType, patternHash }, kit.now()).catch((err: unknown) =>
          isUniqueViolation(err) ? httpError(409, AUTH_ERROR_CODES.accountExists, AUTH_ERROR_MESSAGES.accountExists) : Promise.reject(err),
        );
        user = await findUserById(kit.db, made.id);
      }
      return c.json({ user: await kit.signIn(c, user!) }, 201);
    })
    .post('/pattern-login', async (c) => {
      const body = await kit.parse(c, patternLoginRequestSchema);
      const email = normalizeEmail(body.email);
      const now = kit.now();
      const counters = [kit.perAddress(c, 'patternFailuresPerAddress')];
      await refuseIfOver(kit.db, counters, now);
      if ((await patternFailures(kit.db, email)) >= PATTERN_RULES.maxWrongTries) locked();
      const user = await findUserByEmail(kit.db, email);
      const ok = await verifySecret(body.pattern, user?.patternHash ?? (await DUMMY_HASH_PROMISE), await kit.key());
      if (!user || !user.patternHash || !ok) {
        await countEvent(kit.db, counters, now);
        if ((await countPatternFailure(kit.db, email)) >= PATTERN_RULES.maxWrongTries) locked();
        httpError(401, AUTH_ERROR_CODES.invalidPattern, AUTH_ERROR_MESSAGES.invalidPattern);
      }
      return c.json({ user: await kit.signIn(c, user) });
    });
}
