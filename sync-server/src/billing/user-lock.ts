/**
 * One billing change per user at a time in this process: the request path and the webhook path both read
 * Stripe and write the account, and a slower read must not overwrite a newer one. Never held while waiting on
 * something that itself needs the lock (event delivery is queued, not awaited inside Stripe calls).
 */
const tails = new Map<string, Promise<unknown>>();

/** Run `work` after every earlier call for the same key has finished. */
export function withUserLock<T>(userId: string, work: () => Promise<T>): Promise<T> {
  const previous = tails.get(userId) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(work);
  const tail = run.catch(() => undefined);
  tails.set(userId, tail);
  void tail.then(() => {
    if (tails.get(userId) === tail) tails.delete(userId);
  });
  return run;
}
