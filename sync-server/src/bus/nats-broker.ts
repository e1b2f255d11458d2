/**
 * The change bus over NATS core pub/sub (at most once, like NOTIFY: a message published while an instance is
 * disconnected is lost to it, which only delays a pull; streams resync on reconnection). One connection per
 * instance carries both directions; NATS echoes an instance's own messages back to it, as NOTIFY does.
 */
import { connect } from 'nats';
import type { Broker } from './broker-contract.ts';

export async function connectNats(url: string, namespace: string): Promise<Broker> {
  const connection = await connect({ servers: url, name: 'sync-server', maxReconnectAttempts: -1, timeout: 3000 });
  const subjectOf = (channel: string) => `${namespace}.${channel}`;
  let isUp = true;
  // The client reconnects on its own; its status events say when it is down meanwhile.
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect') isUp = false;
      else if (status.type === 'reconnect') isUp = true;
    }
  })().catch(() => (isUp = false));
  return {
    kind: 'nats',
    isConnected: () => isUp && !connection.isClosed(),
    async publish(channel, payload) {
      // Buffered and flushed by the client in the background; a closed connection throws here.
      connection.publish(subjectOf(channel), payload);
    },
    async subscribe(channel, onPayload) {
      const subscription = connection.subscribe(subjectOf(channel), {
        callback: (err, message) => {
          if (!err) onPayload(message.string());
        },
      });
      // The subscription is registered with the server before this resolves, so nothing published after is missed.
      await connection.flush();
      return async () => subscription.unsubscribe();
    },
    async close() {
      if (!connection.isClosed()) await connection.drain();
    },
  };
}
