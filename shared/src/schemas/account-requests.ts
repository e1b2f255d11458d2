/**
 * Bodies and answers of the `/api/account/*` calls behind /settings, and the settings forms built on them, so the
 * server refuses exactly what the screen refuses. Sessions, hashing and the deletion itself are the server's.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { notificationPrefsSchema } from './account.ts';
import { newPasswordSchema, personNameField, signInPasswordSchema } from './form-fields.ts';

/** What a user types to delete an account that has no password. */
export const DELETE_CONFIRMATION_TEXT = 'DELETE';

/** PUT /api/account/name, and the settings name form. */
export const changeNameRequestSchema = z.object({
  firstName: personNameField(M.firstNameMin, 'First name'),
  lastName: personNameField(M.lastNameMin, 'Last name'),
});
export type ChangeNameRequest = z.infer<typeof changeNameRequestSchema>;

/**
 * PUT /api/account/password. `currentPassword` is required by the server whenever the account has a password;
 * an account made with a code or a pattern sets its first password without one.
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: signInPasswordSchema.optional(),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * The settings password form: the request plus a repeat of the new password. `hasPassword` decides whether the
 * current password is asked for, as the server does.
 */
export function changePasswordFormSchema(hasPassword: boolean) {
  return z
    .object({
      currentPassword: hasPassword ? z.string(M.currentPasswordRequired).min(1, M.currentPasswordRequired).max(128) : z.string().max(128),
      newPassword: newPasswordSchema,
      confirmPassword: z.string(),
    })
    .refine((v) => v.confirmPassword === v.newPassword, { message: M.passwordConfirmMismatch, path: ['confirmPassword'] })
    .refine((v) => !hasPassword || v.currentPassword !== v.newPassword, { message: M.passwordUnchanged, path: ['newPassword'] });
}
export type ChangePasswordForm = z.infer<ReturnType<typeof changePasswordFormSchema>>;

/**
 * PUT /api/account/notification-prefs: the types to turn on or off; the types not named stay as stored, so two
 * tabs changing different types both keep theirs.
 */
export const notificationPrefsRequestSchema = notificationPrefsSchema.partial();
export type NotificationPrefsRequest = z.infer<typeof notificationPrefsRequestSchema>;

/** The Settings screen's notification form: every type, on or off, as the account document holds them. */
export const notificationPrefsFormSchema = z.object({ notificationPrefs: notificationPrefsSchema });
export type NotificationPrefsForm = z.infer<typeof notificationPrefsFormSchema>;

/**
 * DELETE /api/account: the account's password, or — for an account without one — the word DELETE typed out.
 * The server decides which of the two it needs.
 */
export const deleteAccountRequestSchema = z
  .object({
    password: signInPasswordSchema.optional(),
    confirmation: z.literal(DELETE_CONFIRMATION_TEXT, M.deleteConfirmationRequired).optional(),
  })
  .refine((v) => v.password !== undefined || v.confirmation !== undefined, { message: M.deleteConfirmationRequired });
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** The settings delete dialog: one box, holding the password or the word DELETE. */
export function deleteAccountFormSchema(hasPassword: boolean) {
  return z.object({
    secret: hasPassword
      ? z.string(M.passwordRequired).min(1, M.passwordRequired).max(128)
      : z.string(M.deleteConfirmationRequired).trim().refine((v) => v === DELETE_CONFIRMATION_TEXT, M.deleteConfirmationRequired),
  });
}
export type DeleteAccountForm = z.infer<ReturnType<typeof deleteAccountFormSchema>>;

/** GET /api/account/sign-in-methods: how this account can sign in. */
export const signInMethodsSchema = z.object({
  email: z.string(),
  hasPassword: z.boolean(),
  hasPattern: z.boolean(),
  /** The phone number codes are sent to, if the account has one. */
  phone: z.string().nullable(),
  /** True while a pattern is locked after too many wrong tries. */
  patternLocked: z.boolean(),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;
