/** A transport that counts each mail and SMS as sent or failed in the instance's metrics (GET /metrics). */
import type { Metrics } from '../observability/metrics.ts';
import type { Transport } from './transport.ts';

const COUNTED = new WeakSet<Transport>();

export function countedTransport(transport: Transport, metrics: Metrics): Transport {
  if (COUNTED.has(transport)) return transport;
  const count = async (channel: 'mail' | 'sms', send: () => Promise<void>) => {
    try {
      await send();
      metrics.messages.inc({ channel, outcome: 'sent' });
    } catch (err) {
      metrics.messages.inc({ channel, outcome: 'failed' });
      throw err;
    }
  };
  const counted: Transport = {
    sendEmail: (message) => count('mail', () => transport.sendEmail(message)),
    sendSms: (message) => count('sms', () => transport.sendSms(message)),
    ...(transport.canSendSms === undefined ? {} : { canSendSms: transport.canSendSms }),
  };
  COUNTED.add(counted);
  return counted;
}
