/**
 * Background work that runs now and then every interval, one round at a time, until stopped: the timer never
 * keeps the process alive, a failed round is logged and tried again at the next interval (it must never stop
 * the server), and `stop` waits for a round under way so the database can close after it.
 */
export function repeatEvery(round: () => Promise<unknown>, intervalMs: number, onError: (err: unknown) => void) {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = running.then(round).then(() => {}, onError);
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
