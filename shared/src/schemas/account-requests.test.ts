import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import {
  changeNameRequestSchema,
  changePasswordFormSchema,
  changePasswordRequestSchema,
  deleteAccountFormSchema,
  deleteAccountRequestSchema,
  notificationPrefsFormSchema,
  notificationPrefsRequestSchema,
} from './account-requests.ts';

function errors(schema: z.ZodType, input: unknown): Record<string, string[] | undefined> & { form: string[] } {
  const result = schema.safeParse(input);
  if (result.success) return { form: [] };
  const flat = z.flattenError(result.error);
  return { ...(flat.fieldErrors as Record<string, string[]>), form: flat.formErrors };
}

describe('change name', () => {
  it('trims and accepts two names', () => {
    expect(changeNameRequestSchema.parse({ firstName: ' Ada ', lastName: 'Lovelace' })).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
  });
  it('says each name needs two characters', () => {
    const e = errors(changeNameRequestSchema, { firstName: 'A', lastName: ' ' });
    expect(e.firstName).toEqual([M.firstNameMin]);
    expect(e.lastName).toEqual([M.lastNameMin]);
  });
});

describe('change password', () => {
  it('the request takes a new password by the sign-up rules, the current one optional', () => {
    expect(changePasswordRequestSchema.safeParse({ newPassword: 'Secret12' }).success).toBe(true);
    expect(errors(changePasswordRequestSchema, { currentPassword: 'x', newPassword: 'secret' }).newPassword).toEqual([
      M.passwordMin,
      M.passwordCapital,
      M.passwordNumber,
    ]);
    expect(errors(changePasswordRequestSchema, { newPassword: `Secret12${'x'.repeat(57)}` }).newPassword).toEqual([M.passwordMax]);
  });
  it('the form asks for the current password only when the account has one', () => {
    const withPassword = changePasswordFormSchema(true);
    expect(errors(withPassword, { currentPassword: '', newPassword: 'Secret12', confirmPassword: 'Secret12' }).currentPassword).toEqual([
      M.currentPasswordRequired,
    ]);
    expect(changePasswordFormSchema(false).safeParse({ currentPassword: '', newPassword: 'Secret12', confirmPassword: 'Secret12' }).success).toBe(true);
  });
  it('the form wants the repeat to match and a password different from the current one', () => {
    const schema = changePasswordFormSchema(true);
    expect(errors(schema, { currentPassword: 'Old12345', newPassword: 'Secret12', confirmPassword: 'Secret13' }).confirmPassword).toEqual([
      M.passwordConfirmMismatch,
    ]);
    expect(errors(schema, { currentPassword: 'Secret12', newPassword: 'Secret12', confirmPassword: 'Secret12' }).newPassword).toEqual([
      M.passwordUnchanged,
    ]);
  });
});

describe('notification preferences', () => {
  it('a request names the types it changes, each a boolean', () => {
    const all = { application: true, message: false, interview: true, payment: true, other: false };
    expect(notificationPrefsRequestSchema.parse(all)).toEqual(all);
    expect(notificationPrefsRequestSchema.parse({ application: true })).toEqual({ application: true });
    expect(notificationPrefsRequestSchema.safeParse({ ...all, message: 'no' }).success).toBe(false);
  });

  it('the form holds every type', () => {
    expect(notificationPrefsFormSchema.safeParse({ notificationPrefs: { application: true } }).success).toBe(false);
  });
});

describe('delete account', () => {
  it('the request takes a password or the word DELETE, not nothing and not another word', () => {
    expect(deleteAccountRequestSchema.safeParse({ password: 'Secret12' }).success).toBe(true);
    expect(deleteAccountRequestSchema.safeParse({ confirmation: 'DELETE' }).success).toBe(true);
    expect(errors(deleteAccountRequestSchema, {}).form).toEqual([M.deleteConfirmationRequired]);
    expect(errors(deleteAccountRequestSchema, { confirmation: 'delete' }).confirmation).toEqual([M.deleteConfirmationRequired]);
  });
  it('the dialog asks for the password, or for DELETE when there is none', () => {
    expect(errors(deleteAccountFormSchema(true), { secret: '' }).secret).toEqual([M.passwordRequired]);
    expect(deleteAccountFormSchema(true).safeParse({ secret: 'whatever' }).success).toBe(true);
    expect(errors(deleteAccountFormSchema(false), { secret: 'remove' }).secret).toEqual([M.deleteConfirmationRequired]);
    expect(deleteAccountFormSchema(false).safeParse({ secret: ' DELETE ' }).success).toBe(true);
  });
});
