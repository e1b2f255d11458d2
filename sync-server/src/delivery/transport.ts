/**
 * How the server reaches people: e-mail and SMS behind one interface, chosen once from the settings. Callers
 * never await delivery inside a request (a slow mail server must not tell who is registered); they hand the
 * message over with `deliver`, which logs failures instead of throwing.
 */
import type { Env } from '../env.ts';
import { processLogger, type Logger } from '../observability/logger.ts';
import { createLogTransport } from './log-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';
import type { OutgoingEmail, OutgoingSms, Transport } from './transport-contract.ts';
import { createTwilioTransport } from './twilio-transport.ts';

// The contract lives apart so the transports implement it without importing the one that picks them.
export type { OutgoingEmail, OutgoingSms, Transport };

/** Twilio's three settings are all given. */
export function hasTwilio(env: Env): boolean {
  return !!(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM);
}

/** SMS can go out: through Twilio, or (development only) to the log. Production never logs a code. */
export function canSendSms(env: Env): boolean {
  return hasTwilio(env) || env.smsToLog;
}

/**
 * The transport the settings ask for: SMTP for mail when SMTP_URL is set, Twilio for SMS when its three settings
 * are, and the server log (the spec's "check the server logs") for whichever is not configured. Production has
 * SMTP (env.ts requires it) and sends no SMS without Twilio: the message, a code, is dropped unlogged.
 */
export function createTransportFromEnv(env: Env, logger?: Logger): Transport {
  const log = createLogTransport({ log: logger ?? processLogger(), outboxDir: env.OUTBOX_DIR });
  const smtp = env.SMTP_URL ? createSmtpTransport({ url: env.SMTP_URL, from: env.MAIL_FROM }) : null;
  const sms = hasTwilio(env)
    ? createTwilioTransport({
        accountSid: env.TWILIO_ACCOUNT_SID!,
        authToken: env.TWILIO_AUTH_TOKEN!,
        from: env.TWILIO_FROM!,
        apiBase: env.TWILIO_API_BASE,
      })
    : null;
  const noSms: Transport['sendSms'] = async () => {
    throw new Error('SMS is not set up: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM.');
  };
  return {
    sendEmail: (message) => (smtp ?? log).sendEmail(message),
    sendSms: (message) => (sms ? sms.sendSms(message) : env.smsToLog ? log.sendSms(message) : noSms(message)),
    canSendSms: canSendSms(env),
  };
}

/** Hand a message over without waiting for it; a failure is logged, never shown to the requester. */
export function deliver(send: Promise<void>, what: string): void {
  send.catch((err: unknown) => processLogger().error({ err }, `Delivery of ${what} failed`));
}
