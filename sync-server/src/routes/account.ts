/**
 * /api/account: what /settings changes — name, password, notification preferences — and the two privacy
 * actions, export and delete (decisions.md). Always the session's own account; nothing here takes a user id.
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  DELETE_CONFIRMATION_TEXT,
  changeNameRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  notificationPrefsRequestSchema,
  type SignInMethods,
} from '@shared/schemas/account-requests.ts';
import { AUTH_ERROR_MESSAGES, VALIDATION_MESSAGES } from '@shared/messages.ts';
import { deleteAccount } from '../account/delete-account.ts';
import { exportUserData } from '../account/export-data.ts';
import { endSubscriptionsOf } from '../billing/end-subscriptions.ts';
import { forgetUserFiles } from '../files/stored-files.ts';
import { clientAddress } from '../auth/client-address.ts';
import { checkPassword } from '../auth/password-attempts.ts';
import { hashSecret } from '../auth/passwords.ts';
import { isPatternLocked } from '../auth/pattern-lock.ts';
import { clearSessionCookies, endAllSessions, startSession } from '../auth/sessions.ts';
import type { UserRow } from '../auth/users.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { users } from '../db/schema.ts';
import { httpError } from '../http-error.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { patchDocument, writeDocument } from '../replication/documents.ts';
import { jsonBody } from '../middleware/validate.ts';
import { describeRoute } from '../openapi/route-docs.ts';
import { accountSchema } from '@shared/schemas/account.ts';
import { signInMethodsSchema } from '@shared/schemas/account-requests.ts';
import { accountExportSchema, okResponseSchema } from '@shared/schemas/api-responses.ts';

/**
 * The current-password check of Settings, under the same failure throttles as password sign-in (per account,
 * shared with sign-in's count for its e-mail, and per client address): a borrowed or stolen session must not
 * become an unthrottled way to guess the password. 403 wrong_password when wrong, 429 once over a limit.
 */
async function requireCurrentPassword(c: Context, deps: AppDeps, user: UserRow, password: string): Promise<void> {
  const who = { identifier: user.email ?? user.phone ?? `user:${user.id}`, address: clientAddress(c, deps.env.TRUST_PROXY) };
  if (!(await checkPassword(deps.database.db, who, password, user.passwordHash, deps.now()))) {
    httpError(403, 'wrong_password', AUTH_ERROR_MESSAGES.wrongPassword);
  }
}

export function accountRoutes(deps: AppDeps) {
  const { db } = deps.database;

  async function readUser(userId: string) {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user || user.deletedAt) httpError(401, 'unauthenticated', 'Please sign in.');
    return user;
  }

  return new Hono<AppEnv>()
    .use(requireViewer)
    .put(
      '/name',
      describeRoute({ summary: "Change the caller's first and last name", tag: 'Account', response: accountSchema, example: { firstName: 'Casey', lastName: 'Jones' } }),
      jsonBody(changeNameRequestSchema),
      async (c) => {
        const viewer = c.var.viewer!;
        const body = c.req.valid('json');
        // The account document goes through its replication rule, so every device of the user gets the new name.
        const account = await writeDocument(db, 'accounts', viewer, { id: viewer.userId, ...body }, deps.now);
        await db.update(users).set(body).where(eq(users.id, viewer.userId));
        return c.json(account);
      },
    )
    .put(
      '/password',
      describeRoute({
        summary: 'Set or change the password (the current one is required when set); ends the other sessions',
        tag: 'Account', response: okResponseSchema,
        answers: { 200: 'Changed; this device keeps a fresh session', 400: 'The current password is missing', 403: 'Wrong current password: `wrong_password`', 429: 'Too many wrong passwords' },
        example: { currentPassword: 'Harbour42', newPassword: 'Lantern77' },
      }),
      jsonBody(changePasswordRequestSchema),
      async (c) => {
        const viewer = c.var.viewer!;
        const body = c.req.valid('json');
        const user = await readUser(viewer.userId);
        if (user.passwordHash) {
          if (!body.currentPassword) httpError(400, 'invalid', VALIDATION_MESSAGES.currentPasswordRequired);
          await requireCurrentPassword(c, deps, user, body.currentPassword);
        }
        const passwordHash = await hashSecret(body.newPassword);
        await db.update(users).set({ passwordHash }).where(eq(users.id, viewer.userId));
        // Every other session ends; this device keeps going on a fresh session token.
        await endAllSessions(db, viewer.userId, 'password_changed', c);
        await startSession(c, db, viewer.userId, deps.now(), deps.env.APP_ORIGIN);
        return c.json({ ok: true });
      },
    )
    .get('/sign-in-methods', describeRoute({ summary: 'How the account can sign in: password, pattern, phone, e-mail', tag: 'Account', response: signInMethodsSchema }), async (c) => {
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
    .put(
      '/notification-prefs',
      describeRoute({
        summary: 'Which notification types the caller receives',
        tag: 'Account', response: accountSchema,
        example: { application: true, message: true, interview: true, payment: false, other: false },
      }),
      jsonBody(notificationPrefsRequestSchema),
      async (c) => {
        const viewer = c.var.viewer!;
        // Only the types named change, on the preferences as stored now: another tab's change of another type stays.
        const changed = c.req.valid('json');
        const toPrefs = (account: Record<string, unknown> | null) => ({ notificationPrefs: { ...(account?.notificationPrefs as object), ...changed } });
        return c.json(await patchDocument(db, 'accounts', viewer, viewer.userId, toPrefs, deps.now));
      },
    )
    .get('/export', describeRoute({ summary: "Download all of the caller's data as JSON", tag: 'Account', response: accountExportSchema }), async (c) => {
      const now = deps.now();
      const data = await exportUserData(db, c.var.viewer!, now);
      c.header('content-disposition', `attachment; filename="hiresync-data-${now.toISOString().slice(0, 10)}.json"`);
      c.header('cache-control', 'no-store');
      return c.json(data);
    })
    .delete(
      '/',
      describeRoute({
        summary: 'Delete the account (password, or DELETE when it has none); every device removes its data',
        tag: 'Account', response: okResponseSchema,
        answers: { 200: 'Deleted; the session ends', 400: 'The password or the word DELETE is missing', 403: 'Wrong current password: `wrong_password`', 429: 'Too many wrong passwords' },
        example: { password: 'Harbour42' },
      }),
      jsonBody(deleteAccountRequestSchema),
      async (c) => {
        const viewer = c.var.viewer!;
        const body = c.req.valid('json');
        const user = await readUser(viewer.userId);
        if (user.passwordHash) {
          // An account with a password proves it is its owner at the keyboard, not just a borrowed session.
          if (!body.password) httpError(400, 'invalid', VALIDATION_MESSAGES.passwordRequired);
          await requireCurrentPassword(c, deps, user, body.password);
        } else if (body.confirmation !== DELETE_CONFIRMATION_TEXT) {
          httpError(400, 'invalid', VALIDATION_MESSAGES.deleteConfirmationRequired);
        }
        const { idDocumentKeys } = await deleteAccount(db, viewer.userId, deps.now());
        // The uploads' and ID documents' bytes go too (their rows went above); a failure leaves bytes no row names
        // any more (and ID bytes stay encrypted under a key that is gone).
        for (const key of [...idDocumentKeys, ...(await forgetUserFiles(db, viewer.userId))]) {
          await deps.storage.delete(key).catch((e: unknown) => c.var.log.error({ err: e }, 'Could not remove a deleted account’s file'));
        }
        // A deleted account must not go on being charged; Stripe being unreachable must not undo the deletion.
        await endSubscriptionsOf({ db, billing: deps.billing, now: deps.now }, viewer.userId).catch((e: unknown) =>
          c.var.log.error({ err: e }, 'Could not end a deleted account’s Stripe subscriptions'),
        );
        clearSessionCookies(c, deps.env.APP_ORIGIN);
        return c.json({ ok: true });
      },
    );
}
