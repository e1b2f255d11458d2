/**
 * /api/account: what /settings changes — name, password, notification preferences — and the two privacy
 * actions, export and delete (decisions.md). Always the session's own account; nothing here takes a user id.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import type { z } from 'zod';
import {
  DELETE_CONFIRMATION_TEXT,
  changeNameRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  notificationPrefsRequestSchema,
  type SignInMethods,
} from '@shared/schemas/account-requests.ts';
import { VALIDATION_MESSAGES } from '@shared/messages.ts';
import { deleteAccount } from '../account/delete-account.ts';
import { exportUserData } from '../account/export-data.ts';
import { hashSecret, verifySecret } from '../auth/passwords.ts';
import { isPatternLocked } from '../auth/pattern-lock.ts';
import { SESSION_COOKIE, endAllSessions, startSession } from '../auth/sessions.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { users } from '../db/schema.ts';
import { httpError } from '../http-error.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { writeDocument } from '../replication/documents.ts';
import { readJson } from './read-json.ts';

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) httpError(400, 'invalid', parsed.error.issues[0]?.message ?? 'Invalid request', parsed.error.issues);
  return parsed.data;
}

const WRONG_PASSWORD = 'The password you entered is not correct.';

export function accountRoutes(deps: AppDeps) {
  const { db } = deps.database;

  async function readUser(userId: string) {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user || user.deletedAt) httpError(401, 'unauthenticated', 'Please sign in.');
    return user;
  }

  return new Hono<AppEnv>()
    .use(requireViewer)
    .put('/name', async (c) => {
      const viewer = c.var.viewer!;
      const body = parse(changeNameRequestSchema, await readJson(c.req));
      // The account document goes through its replication rule, so every device of the user gets the new name.
      const account = await writeDocument(db, 'accounts', viewer, { id: viewer.userId, ...body }, deps.now);
      await db.update(users).set(body).where(eq(users.id, viewer.userId));
      return c.json(account);
    })
    .put('/password', async (c) => {
      const viewer = c.var.viewer!;
      const body = parse(changePasswordRequestSchema, await readJson(c.req));
      const user = await readUser(viewer.userId);
      if (user.passwordHash) {
        if (!body.currentPassword) httpError(400, 'invalid', VALIDATION_MESSAGES.currentPasswordRequired);
        if (!(await verifySecret(body.currentPassword, user.passwordHash))) httpError(403, 'wrong_password', WRONG_PASSWORD);
      }
      const passwordHash = await hashSecret(body.newPassword);
      await db.update(users).set({ passwordHash }).where(eq(users.id, viewer.userId));
      // Every other session ends; this device keeps going on a fresh session token.
      await endAllSessions(db, viewer.userId);
      await startSession(c, db, viewer.userId, deps.now());
      return c.json({ ok: true });
    })
    .get('/sign-in-methods', async (c) => {
      const user = await readUser(c.var.viewer!.userId);
      const methods: SignInMethods = {
        email: user.email ?? '',
        hasPassword: !!user.passwordHash,
        hasPattern: !!user.patternHash,
        phone: user.phone ?? null,
        patternLocked: await isPatternLocked(db, user.email),
      };
      return c.json(methods);
    })
    .put('/notification-prefs', async (c) => {
      const viewer = c.var.viewer!;
      const notificationPrefs = parse(notificationPrefsRequestSchema, await readJson(c.req));
      return c.json(await writeDocument(db, 'accounts', viewer, { id: viewer.userId, notificationPrefs }, deps.now));
    })
    .get('/export', async (c) => {
      const now = deps.now();
      const data = await exportUserData(db, c.var.viewer!, now);
      c.header('content-disposition', `attachment; filename="hiresync-data-${now.toISOString().slice(0, 10)}.json"`);
      c.header('cache-control', 'no-store');
      return c.json(data);
    })
    .delete('/', async (c) => {
      const viewer = c.var.viewer!;
      const body = parse(deleteAccountRequestSchema, await readJson(c.req));
      const user = await readUser(viewer.userId);
      if (user.passwordHash) {
        // An account with a password proves it is its owner at the keyboard, not just a borrowed session.
        if (!body.password) httpError(400, 'invalid', VALIDATION_MESSAGES.passwordRequired);
        if (!(await verifySecret(body.password, user.passwordHash))) httpError(403, 'wrong_password', WRONG_PASSWORD);
      } else if (body.confirmation !== DELETE_CONFIRMATION_TEXT) {
        httpError(400, 'invalid', VALIDATION_MESSAGES.deleteConfirmationRequired);
      }
      await deleteAccount(db, viewer.userId, deps.now());
      deleteCookie(c, SESSION_COOKIE, { path: '/' });
      return c.json({ ok: true });
    });
}
