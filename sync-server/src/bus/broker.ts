/**
 * A message broker that carries the change bus's announcements between instances instead of Postgres NOTIFY
 * (CHANGE_BUS=nats|redis). It only moves strings on named channels: what they mean is change-bus.ts's, and
 * when they may be sent (after commit, never for a rollback) is after-commit.ts's.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Broker, BrokerSettings } from './broker-contract.ts';

// The contract lives apart so each broker implements it without importing the file that loads it.
export type { Broker, BrokerSettings };

/**
 * The namespace of a database's channels: instances on one database (and Postgres schema) share it, another
 * database on the same broker (a second deployment, a parallel test) hears nothing of this one's. The address
 * is hashed without its password; an in-memory PGlite is a database of one process, so it gets a namespace of
 * its own.
 */
export function namespaceOf(database: { url?: string; schema?: string; dataDir?: string }): string {
  let place: string;
  if (database.url) {
    const url = new URL(database.url);
    url.password = '';
    place = `${url.host}${url.pathname}#${database.schema ?? ''}`;
  } else if (database.dataDir && !database.dataDir.startsWith('memory://')) place = `pglite:${database.dataDir}`;
  else place = `memory:${randomUUID()}`;
  return `hiresync.${createHash('sha256').update(place).digest('hex').slice(0, 16)}`;
}

/** Connect to the broker (its client is loaded only when one is configured). */
export async function connectBroker(settings: BrokerSettings, namespace: string): Promise<Broker> {
  if (settings.kind === 'nats') return (await import('./nats-broker.ts')).connectNats(settings.url, namespace);
  return (await import('./redis-broker.ts')).connectRedis(settings.url, namespace);
}
