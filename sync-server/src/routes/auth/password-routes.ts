/**
 * Password sign-in, sign-out and the current user. An unknown e-mail costs a dummy hash check and answers exactly
 * like a wrong password, so neither the answer nor its timing tells who is registered.
 */
import { Hono, type Context } from 'hono';
import { AUTH_ERROR_MESSAGES } from '@shared/messages.ts';
import { signInRequestSchema } from '@shared/schemas/auth-requests.ts';
import { AUTH_ERROR_CODES } from '@shared/schemas/auth-responses.ts';
import { normalizeEmail } from '../../auth/create-user.ts';
import { DUMMY_HASH_PROMISE, verifySecret } from '../../auth/passwords.ts';
import { endSession } from '../../auth/sessions.ts';
import { countEvent, refuseIfOver } from '../../auth/throttle.ts';
import { endTicket } from '../../auth/tickets.ts';
import { findUserByEmail, findUserById, toCurrentUser } from '../../auth/users.ts';
import type { AppEnv } from '../../context.ts';
import { httpError } from '../../http-error.ts';
import type { AuthKit } from './kit.ts';

export function passwordRoutes(kit: AuthKit) {
  const signIn = async (c: Context<AppEnv>) => {
    const body = await kit.parse(c, signInRequestSchema);
    const email = normalizeEmail(body.email);
    const counters = [kit.perIdentifier(email, 'passwordFailuresPerIdentifier'), kit.perAddress(c, 'passwordFailuresPerAddress')];
    await refuseIfOver(kit.db, counters, kit.now());
    const user = await findUserByEmail(kit.db, email);
    const ok = await verifySecret(body.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
    if (!user || !user.passwordHash || !ok) {
      await countEvent(kit.db, counters, kit.now());
      httpError(401, AUTH_ERROR_CODES.invalidCredentials, AUTH_ERROR_MESSAGES.invalidCredentials);
    }
    return c.json({ user: await kit.signIn(c, user) });
  };

  return new Hono<AppEnv>()
    .post('/login', signIn)
    .post('/signin', signIn)
    .post('/logout', async (c) => {
      await endSession(c, kit.db, kit.appOrigin);
      await endTicket(c, kit.db, kit.appOrigin);
      return c.json({ ok: true });
    })
    .get('/me', async (c) => {
      const viewer = c.var.viewer;
      const user = viewer && (await findUserById(kit.db, viewer.userId));
      if (!user) httpError(401, 'unauthenticated', AUTH_ERROR_MESSAGES.unauthenticated);
      return c.json({ user: toCurrentUser(user) });
    });
}
