/**
 * Holds a broker's announcements until the transaction that made them commits. Postgres NOTIFY has this for
 * free (queued in the transaction, delivered at commit, dropped at rollback); a broker publishes at once, so a
 * `notify` inside a transaction only queues here, and the queue is published once the database's
 * `transaction()` has committed. A rolled-back transaction, or a savepoint rolled back inside one, publishes
 * nothing. A `notify` outside any transaction follows a statement that has already committed: it goes out at
 * once. It does not decide what is announced (store.ts, session-cache.ts, signals.ts) nor to whom.
 */
import type { Broker } from './broker.ts';
import { processLogger } from '../observability/logger.ts';

interface Announcement {
  channel: string;
  payload: string;
}

/** What `transaction` looks like on a drizzle database and on a transaction (a savepoint there). */
interface Transactional {
  transaction: (run: (tx: Transactional) => Promise<unknown>, config?: unknown) => Promise<unknown>;
}

const queueOf = new WeakMap<object, Announcement[]>();
const brokerOf = new WeakMap<object, Broker>();

/** Wrap the transaction of one level (the database, or a transaction for its savepoints). */
function holdWithin(target: Transactional, onCommitted: (queue: Announcement[]) => Promise<void>): void {
  const run = target.transaction.bind(target);
  target.transaction = async (body, config) => {
    const queue: Announcement[] = [];
    const result = await run(async (tx) => {
      queueOf.set(tx, queue);
      // A savepoint that is released joins its announcements to the enclosing transaction's; one rolled back drops them.
      holdWithin(tx, async (inner) => void queue.push(...inner));
      return body(tx);
    }, config);
    await onCommitted(queue);
    return result;
  };
}

/** Publish to `broker` what `notify` announces through `db` and its transactions, each only after its commit. */
export function publishAfterCommit(db: object, broker: Broker): void {
  brokerOf.set(db, broker);
  holdWithin(db as Transactional, async (queue) => {
    // The transaction has committed: a failed publish cannot undo it. It costs the devices a prompt pull
    // (the next announcement or their reconnection brings it), as a NOTIFY lost with its connection would.
    await Promise.all(queue.map(({ channel, payload }) => publishQuietly(broker, channel, payload)));
  });
}

async function publishQuietly(broker: Broker, channel: string, payload: string): Promise<void> {
  try {
    await broker.publish(channel, payload);
  } catch (err) {
    processLogger().error({ err, bus: broker.kind }, 'change bus: publish failed');
  }
}

/**
 * Queue or publish an announcement on the broker of `q` (a database or one of its transactions); false when
 * `q` has no broker, and the caller NOTIFYs instead.
 */
export async function announceOnBroker(q: object, channel: string, payload: string): Promise<boolean> {
  const queue = queueOf.get(q);
  if (queue) {
    queue.push({ channel, payload });
    return true;
  }
  const broker = brokerOf.get(q);
  if (!broker) return false;
  await publishQuietly(broker, channel, payload);
  return true;
}
