/**
 * SMS through Twilio's REST API (Messages resource): a form-encoded POST with the account SID and auth token as
 * basic auth. The API base is a setting so tests (and a regional endpoint) can point it elsewhere.
 */
import type { Transport } from './transport-contract.ts';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase: string;
}

export function createTwilioTransport(options: TwilioOptions): Transport {
  const url = `${options.apiBase.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    async sendSms(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: message.to, From: options.from, Body: message.body }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!res.ok) throw new Error(`Twilio answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    },
    sendEmail() {
      return Promise.reject(new Error('The SMS transport does not send e-mail.'));
    },
  };
}
