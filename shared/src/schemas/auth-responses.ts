/**
 * Answers of the `/api/auth/*` calls: the one contract between the sign-in screens and the server.
 * Errors use the API's one error shape `{ error: { code, message } }`; AUTH_ERROR_CODES names the codes.
 */
import { z } from 'zod';
import { currentUserSchema } from './account.ts';

/** A signed-in answer: the session cookie is set and this user is cached on the device. */
export const signedInResponseSchema = z.object({ user: currentUserSchema });
export type SignedInResponse = z.infer<typeof signedInResponseSchema>;

/**
 * Answer of every "send" call (send-otp, send-email-otp, send-phone-otp, magic-link, pattern-register without a
 * code). Always the same whether or not the address has an account, so it tells nobody who is registered.
 */
export const codeSentResponseSchema = z.object({
  sent: z.literal(true),
  /** Seconds until the server accepts a resend for this address (spec: 60). */
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

/**
 * Answer of a correct code (verify-otp) or a consumed magic link. Holding the code proves the address, so the
 * answer may say whether an account exists: an existing account is signed in; a new address is marked verified
 * for this browser (a short-lived HttpOnly ticket cookie) so that register (`otp: 'verified'`) or signup can
 * create the account within the code lifetime.
 */
export const verifiedResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('signed-in'), user: currentUserSchema }),
  z.object({
    status: z.literal('verified'),
    /** The e-mail (lower-cased) or phone number (E.164) that was proven. */
    identifier: z.string(),
    kind: z.enum(['email', 'phone']),
  }),
]);
export type VerifiedResponse = z.infer<typeof verifiedResponseSchema>;

/** Stable error codes the screens may branch on; the message is always shown as the server wrote it. */
export const AUTH_ERROR_CODES = {
  /** Wrong, expired, used or burnt code (same answer for all four). */
  invalidCode: 'invalid_code',
  /** Magic link unknown, expired or already used. */
  invalidLink: 'invalid_link',
  /** E-mail or password wrong (same answer whether or not the e-mail is registered). */
  invalidCredentials: 'invalid_credentials',
  /** E-mail or pattern wrong. */
  invalidPattern: 'invalid_pattern',
  /** Pattern sign-in locked after 5 wrong tries, until a code or password sign-in. */
  patternLocked: 'pattern_locked',
  /** Too many attempts or sends; `retry-after` header gives seconds. */
  throttled: 'throttled',
  /** signup / register with 'verified' but this browser has not proven the address. */
  notVerified: 'not_verified',
  /** A proven address that already has an account tried to register again. */
  accountExists: 'account_exists',
  /** Password on the common-password list. */
  commonPassword: 'common_password',
  /** A production server without an SMS provider: phone codes cannot be sent (never written to a log instead). */
  smsNotAvailable: 'sms_not_available',
} as const;
