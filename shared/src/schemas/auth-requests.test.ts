import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import {
  emailRequestSchema,
  magicLinkConsumeRequestSchema,
  patternLoginRequestSchema,
  patternRegisterRequestSchema,
  phoneRequestSchema,
  registerRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  verifyOtpRequestSchema,
} from './auth-requests.ts';

function messages(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const user = { userType: 'candidate', password: 'Secret12' } as const;

describe('auth requests', () => {
  it('code requests take an e-mail or a phone', () => {
    expect(emailRequestSchema.parse({ email: ' a@b.co ' })).toEqual({ email: 'a@b.co' });
    expect(messages(emailRequestSchema, { email: 'x' })).toEqual([`email: ${M.emailInvalid}`]);
    expect(phoneRequestSchema.parse({ phoneNumber: '415-555-0100' })).toEqual({ phoneNumber: '4155550100' });
  });
  it('verify-otp needs exactly one identifier', () => {
    expect(verifyOtpRequestSchema.safeParse({ otp: '123456', email: 'a@b.co' }).success).toBe(true);
    expect(verifyOtpRequestSchema.safeParse({ otp: '123456', phoneNumber: '4155550100' }).success).toBe(true);
    expect(messages(verifyOtpRequestSchema, { otp: '123456' })).toEqual([`email: ${M.identifierRequired}`]);
    expect(messages(verifyOtpRequestSchema, { otp: '123456', email: 'a@b.co', phoneNumber: '4155550100' })).toEqual([
      `email: ${M.identifierRequired}`,
    ]);
    expect(messages(verifyOtpRequestSchema, { otp: '12a', email: 'a@b.co' })).toEqual([
      `otp: ${M.codeLength}`,
      `otp: ${M.codeDigits}`,
    ]);
  });
  it("register takes a code or the join flow's 'verified' marker, and names only when given", () => {
    expect(registerRequestSchema.safeParse({ ...user, email: 'a@b.co', otp: '123456' }).success).toBe(true);
    expect(
      registerRequestSchema.safeParse({
        ...user,
        phoneNumber: '4155550100',
        firstName: 'Jo',
        lastName: 'Li',
        otp: 'verified',
      }).success,
    ).toBe(true);
    expect(messages(registerRequestSchema, { ...user, email: 'a@b.co', otp: 'skip' })).toEqual([
      `otp: ${M.codeLength}`,
      `otp: ${M.codeDigits}`,
    ]);
    expect(messages(registerRequestSchema, { ...user, email: 'a@b.co', otp: '123456', firstName: 'J' })).toEqual([
      `firstName: ${M.firstNameMin}`,
    ]);
    expect(messages(registerRequestSchema, { ...user, email: 'a@b.co', otp: '123456', password: 'weak' })).toContain(
      `password: ${M.passwordMin}`,
    );
  });
  it('sign-in and sign-up bodies', () => {
    expect(signInRequestSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
    expect(messages(signInRequestSchema, { email: 'a@b.co', password: '' })).toEqual([
      `password: ${M.passwordRequired}`,
    ]);
    expect(signUpRequestSchema.safeParse({ ...user, email: 'a@b.co', firstName: 'Jo', lastName: 'Li' }).success).toBe(
      true,
    );
    expect(messages(signUpRequestSchema, { ...user, email: 'a@b.co', firstName: 'Jo' })).toEqual([
      `lastName: ${M.lastNameMin}`,
    ]);
  });
  it('magic link consumption wants a token', () => {
    expect(magicLinkConsumeRequestSchema.safeParse({ token: 'x'.repeat(32) }).success).toBe(true);
    expect(magicLinkConsumeRequestSchema.safeParse({ token: 'short' }).success).toBe(false);
  });
  it('pattern bodies carry the serialized pattern', () => {
    expect(
      patternRegisterRequestSchema.parse({ email: 'a@b.co', userType: 'employer', pattern: '0-5-10-15' }).pattern,
    ).toBe('0-5-10-15');
    expect(messages(patternLoginRequestSchema, { email: 'a@b.co', pattern: '0-1-2' })).toEqual([
      `pattern: ${M.patternTooShort}`,
    ]);
  });
});
