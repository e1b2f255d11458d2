/**
 * Codes by e-mail or SMS: send (the same answer for every address; delivery is not awaited) and verify (signs an
 * existing account in, or marks the address verified for this browser). Wrong, expired, used and burnt codes
 * all answer 400 invalid_code with one message.
 */
import { Hono, type Context } from 'hono';
import { AUTH_ERROR_MESSAGES } from '@shared/messages.ts';
import { emailRequestSchema, phoneRequestSchema, verifyOtpRequestSchema } from '@shared/schemas/auth-requests.ts';
import { AUTH_ERROR_CODES } from '@shared/schemas/auth-responses.ts';
import { consumeCode, issueCode, type CodePurpose } from '../../auth/codes.ts';
import { normalizeEmail } from '../../auth/create-user.ts';
import type { AppEnv } from '../../context.ts';
import { codeEmail, codeSms, patternCodeEmail } from '../../delivery/auth-messages.ts';
import { deliver } from '../../delivery/transport.ts';
import { httpError } from '../../http-error.ts';
import { jsonBody, type BodyContext } from '../../middleware/validate.ts';
import { describeRoute } from '../../openapi/route-docs.ts';
import { CODE_SENT, type AuthKit, type Proven } from './kit.ts';
import { codeSentResponseSchema, verifiedResponseSchema } from '@shared/schemas/auth-responses.ts';

/**
 * A new code for an identifier, under the send throttles (kit.throttleSend); 429 also when the last code went
 * out under 60 s ago. The caller delivers it.
 */
export async function issueThrottledCode(kit: AuthKit, c: Context, identifier: string, purpose: CodePurpose): Promise<string> {
  return kit.throttleSend(c, identifier, async () => issueCode(kit.db, await kit.key(), identifier, purpose, kit.now()));
}

/** Send a code to an address (throttled per address and per client); the caller answers CODE_SENT. */
export async function sendCode(kit: AuthKit, c: Context, to: Proven, purpose: CodePurpose): Promise<void> {
  // Said before a code is made: the same for every number, so it tells nothing about who is registered.
  if (to.kind === 'phone' && !kit.smsWorks) httpError(503, AUTH_ERROR_CODES.smsNotAvailable, AUTH_ERROR_MESSAGES.smsNotAvailable);
  const code = await issueThrottledCode(kit, c, to.identifier, purpose);
  if (to.kind === 'phone') deliver(kit.transport.sendSms({ to: to.identifier, body: codeSms(code) }), 'an SMS code');
  else {
    const mail = purpose === 'pattern' ? patternCodeEmail(to.identifier, code) : codeEmail(to.identifier, code);
    deliver(kit.transport.sendEmail(mail), 'an e-mail code');
  }
}

/** Check a code for an address; answers 400 invalid_code (and counts the failure) when it is not right. */
export async function requireCode(kit: AuthKit, c: Context, identifier: string, purpose: CodePurpose, code: string): Promise<void> {
  const counters = [kit.perIdentifier(identifier, 'codeFailuresPerIdentifier'), kit.perAddress(c, 'codeFailuresPerAddress')];
  const key = await kit.key();
  if (await kit.attempt(counters, () => consumeCode(kit.db, key, identifier, purpose, code, kit.now()))) return;
  httpError(400, AUTH_ERROR_CODES.invalidCode, AUTH_ERROR_MESSAGES.invalidCode);
}

/** What every send answers: the same for every address, so none tells who is registered. */
export const SENT_ANSWERS = { 200: 'Sent, or not: the same answer for every address', 429: 'Too many sends, or another code asked for within a minute: `throttled`' };
const SMS_SENT_ANSWERS = { ...SENT_ANSWERS, 503: 'Production without Twilio settings: no SMS is sent (`sms_not_available`)' };
const EMAIL_EXAMPLE = { email: 'casey@example.com' };

export function codeRoutes(kit: AuthKit) {
  const emailBody = jsonBody(emailRequestSchema);
  const sendEmailCode = async (c: BodyContext<typeof emailRequestSchema>) => {
    const { email } = c.req.valid('json');
    await sendCode(kit, c, { identifier: normalizeEmail(email), kind: 'email' }, 'sign-in');
    return c.json(CODE_SENT);
  };
  const sendEmailDoc = { summary: 'E-mail a 6-digit sign-in code (same answer for every address)', tag: 'Auth', response: codeSentResponseSchema, answers: SENT_ANSWERS, example: EMAIL_EXAMPLE };
  return new Hono<AppEnv>()
    .post('/send-otp', describeRoute(sendEmailDoc), emailBody, sendEmailCode)
    .post('/send-email-otp', describeRoute(sendEmailDoc), emailBody, sendEmailCode)
    .post(
      '/send-phone-otp',
      describeRoute({
        summary: 'Text a 6-digit sign-in code (same answer for every number)',
        tag: 'Auth', response: codeSentResponseSchema,
        answers: SMS_SENT_ANSWERS,
        example: { phoneNumber: '+491701234567' },
      }),
      jsonBody(phoneRequestSchema),
      async (c) => {
        const { phoneNumber } = c.req.valid('json');
        await sendCode(kit, c, { identifier: phoneNumber, kind: 'phone' }, 'sign-in');
        return c.json(CODE_SENT);
      },
    )
    .post(
      '/verify-otp',
      describeRoute({
        summary: 'Check a code: signs an existing account in, or marks a new address verified for this browser',
        tag: 'Auth', response: verifiedResponseSchema,
        answers: { 200: '`signed-in` with the user, or `verified`', 400: 'Wrong, expired or used code: `invalid_code`', 429: 'Too many wrong codes' },
        example: { email: 'casey@example.com', otp: '123456' },
      }),
      jsonBody(verifyOtpRequestSchema),
      async (c) => {
        const body = c.req.valid('json');
        const proven: Proven =
          body.email !== undefined ? { identifier: normalizeEmail(body.email), kind: 'email' } : { identifier: body.phoneNumber!, kind: 'phone' };
        await requireCode(kit, c, proven.identifier, 'sign-in', body.otp);
        return c.json(await kit.finishProof(c, proven));
      },
    );
}
