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
import { takePatternTry } from '../../auth/pattern-lock.ts';
import { takeAttempt } from '../../auth/throttle.ts';
import { findUserByEmail, findUserById, isUniqueViolation } from '../../auth/users.ts';
import type { AppEnv } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { httpError } from '../../http-error.ts';
import { jsonBody } from '../../middleware/validate.ts';
import { describeRoute } from '../../openapi/route-docs.ts';
import { requireCode, sendCode } from './code-routes.ts';
import { CODE_SENT, type AuthKit } from './kit.ts';
import { codeSentResponseSchema, signedInResponseSchema } from '@shared/schemas/auth-responses.ts';

const locked: () => never = () => httpError(423, AUTH_ERROR_CODES.patternLocked, AUTH_ERROR_MESSAGES.patternLocked);

export function patternRoutes(kit: AuthKit) {
  return new Hono<AppEnv>()
    .post(
      '/pattern-register',
      describeRoute({
        summary: 'Without otp: e-mail a code; with it: set the pattern (creating the account if needed) and sign in',
        tag: 'Auth', response: { 200: codeSentResponseSchema, 201: signedInResponseSchema },
        answers: {
          200: 'Without otp: the code was sent (the same answer for every address)',
          201: 'With otp: the pattern is set and the user signed in',
          400: 'Wrong, expired or used code: `invalid_code`',
          409: 'The address got an account meanwhile: `account_exists`',
          429: 'Too many sends or wrong codes',
        },
        example: { email: 'casey@example.com', userType: 'candidate', pattern: '0-1-2-5-8' },
      }),
      jsonBody(patternRegisterRequestSchema),
      async (c) => {
        const body = c.req.valid('json');
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
      },
    )
    .post(
      '/pattern-login',
      describeRoute({
        summary: 'Sign in with e-mail and pattern (locked after 5 wrong tries)',
        tag: 'Auth', response: signedInResponseSchema,
        answers: { 200: 'Signed in', 401: 'Wrong e-mail or pattern: `invalid_pattern`', 423: 'Pattern sign-in is locked: `pattern_locked`', 429: 'Too many wrong patterns' },
        example: { email: 'casey@example.com', pattern: '0-1-2-5-8' },
      }),
      jsonBody(patternLoginRequestSchema),
      async (c) => {
        const body = c.req.valid('json');
        const email = normalizeEmail(body.email);
        const now = kit.now();
        // Both counters are taken before the pattern is checked (see auth/throttle.ts): a burst cannot outrun them.
        const address = await takeAttempt(kit.db, [kit.perAddress(c, 'patternFailuresPerAddress')], now);
        const tries = await takePatternTry(kit.db, email);
        if (tries === null) {
          await address.giveBack();
          locked();
        }
        const user = await findUserByEmail(kit.db, email);
        const ok = await verifySecret(body.pattern, user?.patternHash ?? (await DUMMY_HASH_PROMISE), await kit.key());
        if (!user || !user.patternHash || !ok) {
          if (tries >= PATTERN_RULES.maxWrongTries) locked();
          httpError(401, AUTH_ERROR_CODES.invalidPattern, AUTH_ERROR_MESSAGES.invalidPattern);
        }
        await address.giveBack();
        return c.json({ user: await kit.signIn(c, user) });
      },
    );
}
