/**
 * A real SMTP server for the browser journeys: the sync server sends its codes and magic links here (SMTP_URL in
 * playwright.config.ts) and each mail is stored as JSON in MAIL_SETTINGS.mailDir for pages/mailbox.ts to read.
 * Returns the teardown that stops it.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MAIL_SETTINGS, type StoredMail } from './pages/mailbox.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(MAIL_SETTINGS.mailDir, { recursive: true, force: true });
  rmSync(MAIL_SETTINGS.outboxDir, { recursive: true, force: true });
  mkdirSync(MAIL_SETTINGS.mailDir, { recursive: true });
  mkdirSync(MAIL_SETTINGS.outboxDir, { recursive: true });

  const server = new SMTPServer({
    // Plain SMTP on localhost: no TLS upgrade and no login, as a development mail catcher does.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: StoredMail = {
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: Date.now(),
          };
          // Written aside, then renamed: a test polling the folder must never read a mail half written (it
          // once parsed an empty file and failed).
          const name = join(MAIL_SETTINGS.mailDir, `${mail.receivedAt}-${randomUUID().slice(0, 8)}`);
          writeFileSync(`${name}.part`, JSON.stringify(mail, null, 2));
          renameSync(`${name}.part`, `${name}.json`);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(MAIL_SETTINGS.smtpPort, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
