/**
 * The mail the server sent during a run, as the test SMTP server (global-setup.ts) stored it, and the SMS the
 * server's log transport wrote to its outbox. Each wait is for the newest message to an address since a moment,
 * so a resent code is never confused with the first one.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8788);
const SUFFIX = process.env.E2E_PORT ? `-${PORT}` : '';

/** Where the test SMTP server listens and stores mail, and where the server writes SMS it cannot send. */
export const MAIL_SETTINGS = {
  smtpPort: PORT + 100,
  mailDir: `.e2e-mail${SUFFIX}`,
  outboxDir: `.e2e-outbox${SUFFIX}`,
} as const;

/** A mail as the test SMTP server stored it. */
export interface StoredMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

function readJsonFiles<T>(dir: string): T[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as T);
}

/** The newest mail to `address` received at or after `since` (epoch ms), waiting up to 15 s for it. */
export async function waitForMail(address: string, since: number): Promise<StoredMail> {
  const wanted = address.toLowerCase();
  let found: StoredMail | undefined;
  await expect
    .poll(
      () => {
        found = readJsonFiles<StoredMail>(MAIL_SETTINGS.mailDir)
          .filter((mail) => mail.receivedAt >= since && mail.to.some((to) => to.toLowerCase() === wanted))
          .sort((a, b) => b.receivedAt - a.receivedAt)[0];
        return found !== undefined;
      },
      { message: `a mail to ${address}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code of the newest mail to `address` since `since`. */
export async function waitForCode(address: string, since: number): Promise<string> {
  const mail = await waitForMail(address, since);
  const code = /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.text}`)?.[1];
  if (!code) throw new Error(`No 6-digit code in the mail "${mail.subject}"`);
  return code;
}

/** The magic sign-in link of the newest mail to `address` since `since`. */
export async function waitForMagicLink(address: string, since: number): Promise<string> {
  const mail = await waitForMail(address, since);
  const link = /https?:\/\/\S+[?&]magic=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No magic link in the mail "${mail.subject}"`);
  return link;
}

/**
 * The 6-digit code of the newest SMS to `phoneNumber` since `since`: with no SMS provider configured the server
 * writes each text to its outbox (the spec's 'check the server logs' development path).
 */
export async function waitForSmsCode(phoneNumber: string, since: number): Promise<string> {
  const digits = phoneNumber.replace(/\D/g, '');
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const newest = readdirSync(MAIL_SETTINGS.outboxDir, { withFileTypes: true })
          .filter((entry) => entry.name.includes('-sms-') && Number(entry.name.split('-')[0]) >= since)
          .map((entry) => JSON.parse(readFileSync(join(MAIL_SETTINGS.outboxDir, entry.name), 'utf8')) as { to: string; body: string })
          .filter((sms) => sms.to.replace(/\D/g, '').endsWith(digits.slice(-10)))
          .at(-1);
        code = newest ? /\b(\d{6})\b/.exec(newest.body)?.[1] : undefined;
        return code !== undefined;
      },
      { message: `an SMS to ${phoneNumber}`, timeout: 15_000 },
    )
    .toBe(true);
  return code!;
}
