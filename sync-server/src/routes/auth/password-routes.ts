/**
 * Password sign-in, sign-out and the current user. An unknown e-mail costs a dummy hash check and answers exactly
 * like a wrong password, so neither the answer nor its timing tells who is registered.
 */
import { Hono } from 'hono';
import { AUTH_ERROR_MESSAGES } from '@shared/messages.ts';
import { signInRequestSchema } from '@shared/schemas/auth-requests.ts';
import { AUTH_ERROR_CODES } from '@shared/schemas/auth-responses.ts';
import { normalizeEmail } from '../../auth/create-user.ts';
import { checkPassword } from '../../auth/password-attempts.ts';
import { endSession } from '../../auth/sessions.ts';
import { endTicket } from '../../auth/tickets.ts';
import { findUserByEmail, findUserById, toCurrentUser } from '../../auth/users.ts';
import type { AppEnv } from '../../context.ts';
import { httpError } from '../../http-error.ts';
import { jsonBody, type BodyContext } from '../../middleware/validate.ts';
import { describeRoute, type RouteDoc } from '../../openapi/route-docs.ts';
import type { AuthKit } from './kit.ts';
import { signedInResponseSchema } from '@shared/schemas/auth-responses.ts';
import { okResponseSchema } from '@shared/schemas/api-responses.ts';

export function passwordRoutes(kit: AuthKit) {
  const signInBody = jsonBody(signInRequestSchema);
  const signInDoc = (summary: string): RouteDoc => ({
    summary,
    tag: 'Auth', response: signedInResponseSchema,
    answers: { 200: 'Signed in', 401: 'Wrong e-mail or password: `invalid_credentials`', 429: 'Too many wrong passwords' },
    example: { email: 'casey@example.com', password: 'Harbour42' },
  });
  const signIn = async (c: BodyContext<typeof signInRequestSchema>) => {
    const body = c.req.valid('json');
    const email = normalizeEmail(body.email);
    const user = await findUserByEmail(kit.db, email);
    const ok = await checkPassword(kit.db, { identifier: email, address: kit.address(c) }, body.password, user?.passwordHash, kit.now());
    if (!user || !ok) {
      httpError(401, AUTH_ERROR_CODES.invalidCredentials, AUTH_ERROR_MESSAGES.invalidCredentials);
    }
    return c.json({ user: await kit.signIn(c, user) });
  };

  return new Hono<AppEnv>()
    .post('/login', describeRoute(signInDoc('Sign in with e-mail and password')), signInBody, signIn)
    .post('/signin', describeRoute(signInDoc('Sign in with e-mail and password (/auth)')), signInBody, signIn)
    .post('/logout', describeRoute({ summary: 'End the session', tag: 'Auth', response: okResponseSchema }), async (c) => {
      await endSession(c, kit.db, kit.appOrigin);
      await endTicket(c, kit.db, kit.appOrigin);
      return c.json({ ok: true });
    })
    .get('/me', describeRoute({ summary: 'The signed-in user', tag: 'Auth', response: signedInResponseSchema, session: true, answers: { 401: 'No session: `unauthenticated`' } }), async (c) => {
      const viewer = c.var.viewer;
      const user = viewer && (await findUserById(kit.db, viewer.userId));
      if (!user) httpError(401, 'unauthenticated', AUTH_ERROR_MESSAGES.unauthenticated);
      return c.json({ user: toCurrentUser(user) });
    });
}
