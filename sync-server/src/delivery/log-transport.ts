/**
 * The development transport: prints each code or link to the server log (the spec's "check the server logs"),
 * and, when OUTBOX_DIR is set, also writes each message there as a JSON file that browser tests can read.
 * It writes at info, so LOG_LEVEL=silent (tests) or warn keeps them out. Production never uses it: there a
 * mail transport is required.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Logger } from '../observability/logger.ts';
import type { OutgoingEmail, OutgoingSms, Transport } from './transport-contract.ts';

export function createLogTransport(options: { log?: Logger; outboxDir?: string } = {}): Transport {
  const keep = (kind: 'email' | 'sms', message: OutgoingEmail | OutgoingSms) => {
    if (!options.outboxDir) return;
    mkdirSync(options.outboxDir, { recursive: true });
    const file = join(options.outboxDir, `${Date.now()}-${kind}-${randomUUID().slice(0, 8)}.json`);
    writeFileSync(file, JSON.stringify({ kind, ...message }, null, 2));
  };
  return {
    async sendEmail(message) {
      keep('email', message);
      options.log?.info({ mail: { to: message.to, subject: message.subject } }, `[mail] to ${message.to}: ${message.subject}\n${indent(message.text)}`);
    },
    async sendSms(message) {
      keep('sms', message);
      options.log?.info({ sms: { to: message.to } }, `[sms] to ${message.to}: ${message.body}`);
    },
  };
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}
