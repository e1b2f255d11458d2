/**
 * The change bus over Redis pub/sub (at most once, like NOTIFY). A subscribed Redis connection can do nothing
 * else, so each instance has two: one publishes, one listens; every listener of a channel shares one
 * SUBSCRIBE.
 */
import { createClient } from 'redis';
import type { Broker } from './broker-contract.ts';
import { processLogger } from '../observability/logger.ts';

export async function connectRedis(url: string, namespace: string): Promise<Broker> {
  let isStarted = false;
  const socket = {
    connectTimeout: 3000,
    // At start, a broker that does not answer is a setting to fix: fail then. Later, reconnect and keep serving
    // (announcements published meanwhile are lost, as NOTIFYs are while a LISTEN connection is down).
    reconnectStrategy: (retries: number, cause: Error) => (isStarted ? Math.min(50 * 2 ** retries, 2000) : cause),
  };
  const publisher = createClient({ url, socket });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) {
    let isReported = false;
    // Without a listener an 'error' event would end the process; one line per outage, not one per retry.
    client.on('error', (err: Error) => {
      if (isStarted && !isReported) processLogger().error({ err, bus: 'redis' }, 'change bus: connection lost; reconnecting');
      isReported = true;
    });
    client.on('ready', () => (isReported = false));
  }
  try {
    await publisher.connect();
    await subscriber.connect();
  } catch (err) {
    for (const client of [publisher, subscriber]) if (client.isOpen) client.destroy();
    throw err;
  }
  isStarted = true;
  const channelOf = (channel: string) => `${namespace}.${channel}`;
  return {
    kind: 'redis',
    isConnected: () => publisher.isReady && subscriber.isReady,
    async publish(channel, payload) {
      await publisher.publish(channelOf(channel), payload);
    },
    async subscribe(channel, onPayload) {
      const listener = (message: string) => onPayload(message);
      await subscriber.subscribe(channelOf(channel), listener);
      return async () => {
        if (subscriber.isOpen) await subscriber.unsubscribe(channelOf(channel), listener);
      };
    },
    async close() {
      await Promise.all([subscriber.close(), publisher.close()]);
    },
  };
}
