/** What a broker offers the change bus: strings published and heard on named channels. */

/** Which broker, and where. */
export interface BrokerSettings {
  kind: 'nats' | 'redis';
  url: string;
}

/** Publish and subscribe on channels of one namespace (one database: instances on it share announcements). */
export interface Broker {
  kind: BrokerSettings['kind'];
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** The connection is up now (false while the client reconnects): GET /api/health/ready asks. */
  isConnected(): boolean;
  close(): Promise<void>;
}
