import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import {
  completeProfileFormSchema,
  emailStepFormSchema,
  joinDetailsFormSchema,
  joinPhoneFormSchema,
  landingOtpFormSchema,
  landingSignInFormSchema,
  landingSignUpFormSchema,
  passwordSignInFormSchema,
  verificationCodeFormSchema,
} from './auth-forms.ts';

function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string[] | undefined> {
  const result = schema.safeParse(input);
  return result.success ? {} : (z.flattenError(result.error).fieldErrors as Record<string, string[] | undefined>);
}

describe('landing dialog', () => {
  it('sign-up accepts a good entry', () => {
    expect(
      landingSignUpFormSchema.parse({ firstName: ' Ada ', lastName: 'Lovelace', email: 'a@b.co', password: 'Secret12', userType: 'employer' }),
    ).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'a@b.co',
      password: 'Secret12',
      userType: 'employer',
    });
  });
  it("sign-up says 'Invalid email address' and each password rule", () => {
    const errors = fieldErrors(landingSignUpFormSchema, { firstName: 'A', lastName: '', email: 'nope', password: 'short', userType: 'admin' });
    expect(errors.firstName).toEqual([M.firstNameMin]);
    expect(errors.lastName).toEqual([M.lastNameMin]);
    expect(errors.email).toEqual([M.emailInvalid]);
    expect(errors.password).toEqual([M.passwordMin, M.passwordCapital, M.passwordNumber]);
    expect(errors.userType).toEqual([M.userTypeRequired]);
    expect(
      fieldErrors(landingSignUpFormSchema, { firstName: 'Ada', lastName: 'Lo', email: 'a@b.co', password: `Secret12${'x'.repeat(57)}`, userType: 'candidate' })
        .password,
    ).toEqual([M.passwordMax]);
  });
  it("code step says 'OTP must be exactly 6 digits'", () => {
    expect(fieldErrors(landingOtpFormSchema, { otp: '12 34' }).otp).toEqual([M.otpLength]);
    expect(landingOtpFormSchema.parse({ otp: '000123' }).otp).toBe('000123');
  });
  it("sign-in says 'Password is required' and 'Invalid email address'", () => {
    const errors = fieldErrors(landingSignInFormSchema, { email: '', password: '' });
    expect(errors.email).toEqual([M.emailInvalid]);
    expect(errors.password).toEqual([M.passwordRequired]);
  });
});

describe('join flow and /auth', () => {
  it("phone step says 'Phone number must be at least 10 digits' / 'Please enter a valid phone number'", () => {
    expect(fieldErrors(joinPhoneFormSchema, { phoneNumber: '12345' }).phoneNumber).toContain(M.phoneMinDigits);
    expect(fieldErrors(joinPhoneFormSchema, { phoneNumber: '+12345678901234567' }).phoneNumber).toEqual([
      M.phoneInvalid,
    ]);
    expect(joinPhoneFormSchema.parse({ phoneNumber: '+1 (415) 555-0100' }).phoneNumber).toBe('+14155550100');
  });
  it("e-mail step says 'Please enter a valid email address'", () => {
    expect(fieldErrors(emailStepFormSchema, { email: 'x@' }).email).toEqual([M.emailInvalidPlease]);
  });
  it('code step has both code messages', () => {
    expect(fieldErrors(verificationCodeFormSchema, { code: '123' }).code).toEqual([M.codeLength]);
    expect(fieldErrors(verificationCodeFormSchema, { code: '12345x' }).code).toEqual([M.codeDigits]);
  });
  it('user-details step checks names, type and password', () => {
    const errors = fieldErrors(joinDetailsFormSchema, {
      firstName: 'J',
      lastName: ' D ',
      userType: '',
      password: 'password',
    });
    expect(errors.firstName).toEqual([M.firstNameMin]);
    expect(errors.lastName).toEqual([M.lastNameMin]);
    expect(errors.userType).toEqual([M.userTypeRequired]);
    expect(errors.password).toEqual([M.passwordCapital, M.passwordNumber]);
    expect(
      joinDetailsFormSchema.parse({ firstName: ' Jo ', lastName: 'Li', userType: 'candidate', password: 'Passw0rd' }),
    ).toEqual({ firstName: 'Jo', lastName: 'Li', userType: 'candidate', password: 'Passw0rd' });
  });
  it('password sign-in wants a valid e-mail and any password', () => {
    const errors = fieldErrors(passwordSignInFormSchema, { email: 'bad', password: '' });
    expect(errors.email).toEqual([M.emailInvalidPlease]);
    expect(errors.password).toEqual([M.passwordRequired]);
    expect(passwordSignInFormSchema.safeParse({ email: 'a@b.co', password: 'old' }).success).toBe(true);
  });
  it("'Complete Your Profile' step checks names, password and type", () => {
    const errors = fieldErrors(completeProfileFormSchema, {
      firstName: '',
      lastName: 'X',
      password: 'ABCDEFGH1',
      userType: 'candidate',
    });
    expect(errors.firstName).toEqual([M.firstNameMin]);
    expect(errors.lastName).toEqual([M.lastNameMin]);
    expect(errors.password).toBeUndefined();
    expect(errors.userType).toBeUndefined();
  });
});
