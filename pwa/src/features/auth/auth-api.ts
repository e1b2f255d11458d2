/**
 * The `/api/auth/*` calls of the sign-in screens, each answer checked against the shared contract
 * (auth-responses.ts). Sessions, codes and throttling are the server's; this only sends and reads.
 */
import type {
  EmailRequest,
  PatternLoginRequest,
  PatternRegisterRequest,
  PhoneRequest,
  RegisterRequest,
  SignInRequest,
  SignUpRequest,
  VerifyOtpRequest,
} from '@shared/schemas/auth-requests.ts';
import {
  codeSentResponseSchema,
  signedInResponseSchema,
  verifiedResponseSchema,
  type CodeSentResponse,
  type VerifiedResponse,
} from '@shared/schemas/auth-responses.ts';
import type { CurrentUser } from '@shared/schemas/account.ts';
import type { z } from 'zod';
import { apiFetch } from '../../sync/api.ts';

async function post<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<z.infer<S>> {
  return schema.parse(await apiFetch<unknown>(path, { body }));
}

async function postForUser(path: string, body: unknown): Promise<CurrentUser> {
  return (await post(path, body, signedInResponseSchema)).user;
}

/** Landing sign-up: mail a code to the address. */
export const sendOtp = (body: EmailRequest): Promise<CodeSentResponse> =>
  post('/api/auth/send-otp', body, codeSentResponseSchema);

/** Join flow and /auth Email Code: mail a code to the address. */
export const sendEmailOtp = (body: EmailRequest): Promise<CodeSentResponse> =>
  post('/api/auth/send-email-otp', body, codeSentResponseSchema);

/** Join flow by phone: text a code to the number. */
export const sendPhoneOtp = (body: PhoneRequest): Promise<CodeSentResponse> =>
  post('/api/auth/send-phone-otp', body, codeSentResponseSchema);

/** /auth Magic Link: mail a single-use sign-in link. */
export const sendMagicLink = (body: EmailRequest): Promise<CodeSentResponse> =>
  post('/api/auth/magic-link', body, codeSentResponseSchema);

/** Check a code: an existing account is signed in, a new address is marked verified for this browser. */
export const verifyOtp = (body: VerifyOtpRequest): Promise<VerifiedResponse> =>
  post('/api/auth/verify-otp', body, verifiedResponseSchema);

/** The magic link page's 'Continue': the only call that uses up the link. */
export const consumeMagicLink = (token: string): Promise<VerifiedResponse> =>
  post('/api/auth/magic-link/consume', { token }, verifiedResponseSchema);

/** Landing dialog (with the mailed code) and join flow (with `otp: 'verified'`). */
export const register = (body: RegisterRequest): Promise<CurrentUser> => postForUser('/api/auth/register', body);

/** Landing dialog and join flow sign-in. */
export const login = (body: SignInRequest): Promise<CurrentUser> => postForUser('/api/auth/login', body);

/** /auth Password tab. */
export const signIn = (body: SignInRequest): Promise<CurrentUser> => postForUser('/api/auth/signin', body);

/** /auth 'Complete Your Profile' after the address was verified in this browser. */
export const signUp = (body: SignUpRequest): Promise<CurrentUser> => postForUser('/api/auth/signup', body);

/** Pattern registration, first without a code (the server mails one), then with it. */
export async function patternRegister(
  body: PatternRegisterRequest,
): Promise<{ sent: true; resendAfterSeconds: number } | { user: CurrentUser }> {
  const answer = await apiFetch<unknown>('/api/auth/pattern-register', { body });
  return body.otp === undefined ? codeSentResponseSchema.parse(answer) : signedInResponseSchema.parse(answer);
}

/** Pattern sign-in. */
export const patternLogin = (body: PatternLoginRequest): Promise<CurrentUser> =>
  postForUser('/api/auth/pattern-login', body);
