/**
 * Sign-up and sign-in by e-mail and password, sign-out and the current user. Unknown e-mail and wrong password
 * answer alike and cost alike (a dummy hash is checked), so the answer does not tell who is registered.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import { signInRequestSchema, signUpRequestSchema } from '@shared/schemas/auth-requests.ts';
import type { CurrentUser } from '@shared/schemas/account.ts';
import { createUser, normalizeEmail } from '../auth/create-user.ts';
import { DUMMY_HASH_PROMISE, hashSecret, verifySecret } from '../auth/passwords.ts';
import { endSession, startSession } from '../auth/sessions.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { users } from '../db/schema.ts';
import { httpError } from '../http-error.ts';

async function parseBody<S extends z.ZodType>(req: { json(): Promise<unknown> }, schema: S): Promise<z.infer<S>> {
  const body = await req.json().catch(() => httpError(400, 'invalid_json', 'The body is not valid JSON.'));
  const parsed = schema.safeParse(body);
  if (!parsed.success) httpError(400, 'invalid', parsed.error.issues[0]?.message ?? 'Invalid request', parsed.error.issues);
  return parsed.data;
}

export function authRoutes(deps: AppDeps) {
  const { db } = deps.database;

  async function findLiveUser(email: string) {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.email, normalizeEmail(email)), isNull(users.deletedAt)))
      .limit(1);
    return user ?? null;
  }

  const toCurrentUser = (u: NonNullable<Awaited<ReturnType<typeof findLiveUser>>>): CurrentUser => ({
    id: u.id,
    email: u.email,
    userType: u.userType,
    firstName: u.firstName,
    lastName: u.lastName,
  });

  const signIn = async (c: Context<AppEnv>) => {
    const body = await parseBody(c.req, signInRequestSchema);
    const user = await findLiveUser(body.email);
    const ok = await verifySecret(body.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
    if (!user || !user.passwordHash || !ok) httpError(401, 'invalid_credentials', 'Invalid email or password');
    await startSession(c, db, user.id, deps.now());
    return c.json({ user: toCurrentUser(user) });
  };

  return new Hono<AppEnv>()
    .post('/signup', async (c) => {
      const body = await parseBody(c.req, signUpRequestSchema);
      const passwordHash = await hashSecret(body.password);
      if (await findLiveUser(body.email)) {
        httpError(409, 'email_taken', 'An account with this email already exists. Sign in instead.');
      }
      const user = await createUser(db, { ...body, passwordHash }, deps.now());
      await startSession(c, db, user.id, deps.now());
      return c.json({ user }, 201);
    })
    .post('/login', signIn)
    .post('/signin', signIn)
    .post('/logout', async (c) => {
      await endSession(c, db);
      return c.json({ ok: true });
    })
    .get('/me', (c) => {
      const viewer = c.var.viewer;
      if (!viewer) httpError(401, 'unauthenticated', 'Please sign in.');
      return findLiveUser(viewer.email).then((u) => c.json({ user: toCurrentUser(u!) }));
    });
}
