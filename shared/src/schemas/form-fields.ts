/**
 * Field builders that the form and request schemas share: trimmed text, e-mails, passwords, codes, phones,
 * URLs, months, skills. Each takes the message it emits, since the spec words one rule differently per screen.
 */
import { z } from 'zod';
import { CODE_RULES, NAME_MIN_LENGTH, PASSWORD_RULES, PHONE_RULES } from '../catalog.ts';
import { VALIDATION_MESSAGES as M, maxLengthMessage } from '../messages.ts';
import { normalizeSkills } from '../rules/skill-input.ts';
import { USER_TYPES } from './common.ts';
import { isWebUrl } from './web-link.ts';

/** Longest e-mail address (RFC 5321), as the entity schemas store it. */
export const EMAIL_MAX_LENGTH = 254;

/** Text that must not be blank: trimmed, `message` when empty, at most `max` characters. */
export function requiredText(message: string, max: number, label: string) {
  return z.string(message).trim().min(1, message).max(max, maxLengthMessage(label, max));
}

/** Text that may be empty: trimmed, at most `max` characters. */
export function optionalText(max: number, label: string) {
  return z.string().trim().max(max, maxLengthMessage(label, max));
}

/** An e-mail address, trimmed; `message` for anything else, including an empty field. */
export function emailField(message: string) {
  return z.string(message).trim().pipe(z.email(message).max(EMAIL_MAX_LENGTH, message));
}

/** A new password: 8 to 64 characters with a capital letter and a digit (not trimmed: spaces count). */
export const newPasswordSchema = z
  .string(M.passwordMin)
  .min(PASSWORD_RULES.minLength, M.passwordMin)
  .max(PASSWORD_RULES.maxLength, M.passwordMax)
  .regex(/[A-Z]/, M.passwordCapital)
  .regex(/\d/, M.passwordNumber);

/** The password of a sign-in: only required, since older passwords may predate the rules. Capped for hashing. */
export const signInPasswordSchema = z
  .string(M.passwordRequired)
  .min(1, M.passwordRequired)
  .max(128, maxLengthMessage('Password', 128));

/** The landing dialog's code: exactly 6 digits, one message. */
export const otpSchema = z
  .string(M.otpLength)
  .trim()
  .regex(new RegExp(`^\\d{${CODE_RULES.length}}$`), M.otpLength);

/** A verification code everywhere else: 6 characters, digits only, each rule with its own message. */
export const verificationCodeSchema = z
  .string(M.codeLength)
  .trim()
  .length(CODE_RULES.length, M.codeLength)
  .regex(/^\d*$/, M.codeDigits);

/** A first or last name of the join flow and /auth: at least 2 characters after trimming. */
export function personNameField(minMessage: string, label: string) {
  return z.string(minMessage).trim().min(NAME_MIN_LENGTH, minMessage).max(100, maxLengthMessage(label, 100));
}

/** An account type choice. */
export const userTypeField = z.enum(USER_TYPES, M.userTypeRequired);

/**
 * A phone number. Spaces, dashes, dots and parentheses are dropped first, so `(555) 123-4567` passes and is
 * kept as `5551234567`; then at least 10 digits, and an optional `+` followed by 10 to 15 digits.
 */
export const phoneSchema = phoneField(false);

/** An optional phone: empty, or a valid phone number. */
export const optionalPhoneSchema = phoneField(true);

function phoneField(isOptional: boolean) {
  const format = new RegExp(`^\\+?\\d{${PHONE_RULES.minDigits},${PHONE_RULES.maxDigits}}$`);
  const skip = (value: string) => isOptional && value === '';
  return z
    .string(M.phoneMinDigits)
    .overwrite((value) => value.replace(/[\s().-]/g, ''))
    .refine((value) => skip(value) || countDigits(value) >= PHONE_RULES.minDigits, M.phoneMinDigits)
    .refine((value) => skip(value) || format.test(value), M.phoneInvalid);
}

function countDigits(value: string): number {
  return value.replace(/\D/g, '').length;
}

/** Forms and entity schemas share one URL rule (web-link.ts). */
export { isWebUrl };

/** A scheme such as `https:` or `mailto:`; a colon before digits is a port (`acme.com:8080`), not a scheme. */
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/i;

/**
 * A web address or nothing. A bare domain such as `acme.com` is read as `https://acme.com` (what people type
 * into a website field); anything else that is not an http(s) URL gets `message`.
 */
export function webUrlOrEmpty(message: string) {
  return z
    .string(message)
    .trim()
    .overwrite((value) => (value === '' || HAS_SCHEME.test(value) ? value : `https://${value}`))
    .max(500, maxLengthMessage('URL', 500))
    .refine((value) => value === '' || isWebUrl(value), message);
}

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month as `YYYY-MM` (a month input's value); `requiredMessage` when empty. */
export function monthField(requiredMessage: string) {
  return z
    .string(requiredMessage)
    .min(1, requiredMessage)
    .refine((value) => value === '' || MONTH_PATTERN.test(value), M.monthInvalid);
}

/** A month or empty, e.g. an end date. */
export const optionalMonthSchema = z
  .string(M.monthInvalid)
  .refine((value) => value === '' || MONTH_PATTERN.test(value), M.monthInvalid);

/**
 * A skill list as the chip input builds it: cleaned, blanks and case-insensitive repeats dropped, at most 50
 * skills of at most 80 characters (the entity limits).
 */
export const skillListSchema = z
  .array(z.string())
  .overwrite(normalizeSkills)
  .max(50, M.tooManySkills)
  .refine((skills) => skills.every((skill) => skill.length <= 80), M.skillTooLong);
