/** E-mail through an SMTP server (nodemailer), e.g. `smtps://user:pass@smtp.example.com:465`. */
import nodemailer from 'nodemailer';
import type { Transport } from './transport-contract.ts';

export function createSmtpTransport(options: { url: string; from: string }): Transport {
  const mailer = nodemailer.createTransport(options.url);
  return {
    async sendEmail(message) {
      await mailer.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
        // nodemailer's icalEvent: the alternative mail apps show as an invite, and the same file as an attachment.
        ...(message.calendar ? { icalEvent: { method: message.calendar.method, filename: message.calendar.filename, content: message.calendar.content } } : {}),
      });
    },
    sendSms() {
      return Promise.reject(new Error('The SMTP transport does not send SMS.'));
    },
  };
}
