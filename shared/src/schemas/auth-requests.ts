/**
 * Bodies of the `/api/auth/*` calls (spec section 7), built from the same fields as the forms so that the server
 * refuses exactly what the screens refuse. Sessions, throttling and code bookkeeping are the server's.
 */
import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import {
  emailField,
  newPasswordSchema,
  personNameField,
  phoneSchema,
  signInPasswordSchema,
  userTypeField,
  verificationCodeSchema,
} from './form-fields.ts';
import { patternStringSchema } from './pattern-forms.ts';

const email = emailField(M.emailInvalid);

/** POST /api/auth/send-otp and /api/auth/send-email-otp, and POST /api/auth/magic-link. */
export const emailRequestSchema = z.object({ email });
export type EmailRequest = z.infer<typeof emailRequestSchema>;

/** POST /api/auth/send-phone-otp. */
export const phoneRequestSchema = z.object({ phoneNumber: phoneSchema });
export type PhoneRequest = z.infer<typeof phoneRequestSchema>;

/** Exactly one of e-mail or phone number identifies who a code was sent to. */
const identifierFields = { email: email.optional(), phoneNumber: phoneSchema.optional() };

function hasOneIdentifier(value: { email?: string; phoneNumber?: string }): boolean {
  return (value.email === undefined) !== (value.phoneNumber === undefined);
}

/** POST /api/auth/verify-otp: the code plus the e-mail or phone it was sent to. */
export const verifyOtpRequestSchema = z
  .object({ otp: verificationCodeSchema, ...identifierFields })
  .refine(hasOneIdentifier, { message: M.identifierRequired, path: ['email'] });
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

/**
 * POST /api/auth/register (landing dialog and join flow). `otp` is the 6-digit code, or the join flow's marker
 * `verified` after a successful verify-otp; the server honours the marker only for an address that this
 * session verified within the code lifetime. Names are optional: the spec's landing dialog asks none (ours
 * does), and an older installed app may still send none.
 */
export const registerRequestSchema = z
  .object({
    ...identifierFields,
    firstName: personNameField(M.firstNameMin, 'First name').optional(),
    lastName: personNameField(M.lastNameMin, 'Last name').optional(),
    userType: userTypeField,
    password: newPasswordSchema,
    otp: z.union([verificationCodeSchema, z.literal('verified')]),
  })
  .refine(hasOneIdentifier, { message: M.identifierRequired, path: ['email'] });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/auth/login (landing, join flow) and POST /api/auth/signin (/auth). */
export const signInRequestSchema = z.object({ email, password: signInPasswordSchema });
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** POST /api/auth/signup (/auth, after the e-mail code was verified in this session). */
export const signUpRequestSchema = z.object({
  firstName: personNameField(M.firstNameMin, 'First name'),
  lastName: personNameField(M.lastNameMin, 'Last name'),
  email,
  password: newPasswordSchema,
  userType: userTypeField,
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/** The 'Continue' POST of a magic link page: only this consumes the single-use token (decisions.md). */
export const magicLinkConsumeRequestSchema = z.object({ token: z.string().min(16).max(256) });
export type MagicLinkConsumeRequest = z.infer<typeof magicLinkConsumeRequestSchema>;

/**
 * POST /api/auth/pattern-register: the pattern travels as its serialized string, e.g. `0-1-2-3`. Without `otp`
 * the server mails a code to the address (an e-mail must be proven before a pattern may sign into it); with the
 * code it creates the account, or adds the pattern to the existing account of that address and unlocks it.
 */
export const patternRegisterRequestSchema = z.object({
  email,
  userType: userTypeField,
  pattern: patternStringSchema,
  otp: verificationCodeSchema.optional(),
});
export type PatternRegisterRequest = z.infer<typeof patternRegisterRequestSchema>;

/** POST /api/auth/pattern-login. */
export const patternLoginRequestSchema = z.object({ email, pattern: patternStringSchema });
export type PatternLoginRequest = z.infer<typeof patternLoginRequestSchema>;
