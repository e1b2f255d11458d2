/**
 * Slice refreshes started in the background for a user (after a write that moves or first defines their slice):
 * one at a time per user, in order; a pull of that user's slice waits for them and then serves what they made.
 * In this process only: other instances have the scheduled job (slice-refresh-job.ts) and the first pull
 * (ensureSlice) to fall back on.
 */
import { processLogger } from '../observability/logger.ts';

interface Chain {
  tail: Promise<void>;
  /** A refresh is queued and not yet started. */
  queued: boolean;
}

const chains = new Map<string, Chain>();

/**
 * Queue a refresh for the user. One queued and not yet started reads every write committed before it starts,
 * so another asked for meanwhile is the same work and is not queued again.
 */
export function inBackground(userId: string, refresh: () => Promise<unknown>): void {
  const chain = chains.get(userId) ?? { tail: Promise.resolve(), queued: false };
  if (chain.queued) return;
  chain.queued = true;
  const tail = chain.tail
    .then(() => {
      chain.queued = false;
      return refresh();
    })
    .then(
      () => undefined,
      (error: unknown) => processLogger().error({ err: error, userId }, 'Refreshing a slice failed'),
    )
    .finally(() => {
      if (chain.tail === tail) chains.delete(userId);
    });
  chain.tail = tail;
  chains.set(userId, chain);
}

/** Settles when the user's background work queued so far is done (never rejects). */
export async function backgroundWorkDone(userId: string): Promise<void> {
  await chains.get(userId)?.tail;
}

/** Settles when every user's background work is done: a server's stop waits for it before closing the database. */
export async function allBackgroundWorkDone(): Promise<void> {
  while (chains.size > 0) await Promise.all([...chains.values()].map((c) => c.tail));
}
