/** A transport for tests: keeps every message in memory and reads codes and links back out of them. */
import type { OutgoingEmail, OutgoingSms, Transport } from '../delivery/transport.ts';

export interface CaptureTransport extends Transport {
  emails: OutgoingEmail[];
  sms: OutgoingSms[];
  /** The code in the last e-mail or SMS to this address. */
  lastCode(to: string): string;
  /** The magic link token in the last e-mail to this address. */
  lastMagicToken(to: string): string;
}

export function createCaptureTransport(): CaptureTransport {
  const emails: OutgoingEmail[] = [];
  const sms: OutgoingSms[] = [];
  const last = <T extends { to: string }>(list: T[], to: string) => {
    const found = list.findLast((m) => m.to === to);
    if (!found) throw new Error(`nothing was sent to ${to}`);
    return found;
  };
  return {
    emails,
    sms,
    async sendEmail(message) {
      emails.push(message);
    },
    async sendSms(message) {
      sms.push(message);
    },
    lastCode(to) {
      const text = to.includes('@') ? last(emails, to).text : last(sms, to).body;
      return /\b(\d{6})\b/.exec(text)![1]!;
    },
    lastMagicToken(to) {
      return /[?&]magic=([\w-]+)/.exec(last(emails, to).text)![1]!;
    },
  };
}
