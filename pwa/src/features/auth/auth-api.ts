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
import { answer, api } from '../../sync/api-client.ts';

/** A call's answer, checked at run time too: a server of another version fails loudly here. */
async function checked<S extends z.ZodType>(call: Promise<unknown>, schema: S): Promise<z.infer<S>> {
  return schema.parse(await call);
}

async function userOf(call: Promise<unknown>): Promise<CurrentUser> {
  return (await checked(call, signedInResponseSchema)).user;
}

/** Landing sign-up: mail a code to the address. */
export const sendOtp = (body: EmailRequest): Promise<CodeSentResponse> =>
  checked(answer(api.auth['send-otp'].$post({ json: body })), codeSentResponseSchema);

/** Join flow and /auth Email Code: mail a code to the address. */
export const sendEmailOtp = (body: EmailRequest): Promise<CodeSentResponse> =>
  checked(answer(api.auth['send-email-otp'].$post({ json: body })), codeSentResponseSchema);

/** Join flow by phone: text a code to the number. */
export const sendPhoneOtp = (body: PhoneRequest): Promise<CodeSentResponse> =>
  checked(answer(api.auth['send-phone-otp'].$post({ json: body })), codeSentResponseSchema);

/** /auth Magic Link: mail a single-use sign-in link. */
export const sendMagicLink = (body: EmailRequest): Promise<CodeSentResponse> =>
  checked(answer(api.auth['magic-link'].$post({ json: body })), codeSentResponseSchema);

/** Check a code: an existing account is signed in, a new address is marked verified for this browser. */
export const verifyOtp = (body: VerifyOtpRequest): Promise<VerifiedResponse> =>
  checked(answer(api.auth['verify-otp'].$post({ json: body })), verifiedResponseSchema);

/** The magic link page's 'Continue': the only call that uses up the link. */
export const consumeMagicLink = (token: string): Promise<VerifiedResponse> =>
  checked(answer(api.auth['magic-link'].consume.$post({ json: { token } })), verifiedResponseSchema);

/** Landing dialog (with the mailed code) and join flow (with `otp: 'verified'`). */
export const register = (body: RegisterRequest): Promise<CurrentUser> => userOf(answer(api.auth.register.$post({ json: body })));

/** Landing dialog and join flow sign-in. */
export const login = (body: SignInRequest): Promise<CurrentUser> => userOf(answer(api.auth.login.$post({ json: body })));

/** /auth Password tab. */
export const signIn = (body: SignInRequest): Promise<CurrentUser> => userOf(answer(api.auth.signin.$post({ json: body })));

/** /auth 'Complete Your Profile' after the address was verified in this browser. */
export const signUp = (body: SignUpRequest): Promise<CurrentUser> => userOf(answer(api.auth.signup.$post({ json: body })));

/** Pattern registration, first without a code (the server mails one), then with it. */
export async function patternRegister(
  body: PatternRegisterRequest,
): Promise<{ sent: true; resendAfterSeconds: number } | { user: CurrentUser }> {
  const answered = await answer(api.auth['pattern-register'].$post({ json: body }));
  return body.otp === undefined ? codeSentResponseSchema.parse(answered) : signedInResponseSchema.parse(answered);
}

/** Pattern sign-in. */
export const patternLogin = (body: PatternLoginRequest): Promise<CurrentUser> =>
  userOf(answer(api.auth['pattern-login'].$post({ json: body })));
