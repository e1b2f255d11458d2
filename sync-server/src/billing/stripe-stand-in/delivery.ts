/**
 * Sends recorded events to the webhook receiver one at a time, in the order they happened, each signed with the
 * stripe SDK's own test-header helper. A failed delivery is retried with backoff, then dropped (logged), so one
 * broken event cannot hold back every later one forever. `idle()` resolves once the queue is empty.
 */
import Stripe from 'stripe';
import type { StandInState } from './store.ts';
import { processLogger } from '../../observability/logger.ts';

export type DeliverEvent = (payload: string, signatureHeader: string) => Promise<void>;

/** Wall-clock waits between attempts (not the stand-in's clock: a test advancing days must not wait days). */
const RETRY_DELAYS_MS = [100, 500, 2_000, 5_000];

export interface DeliveryQueue {
  /** Start sending whatever is pending (call after recording events). */
  kick(): void;
  idle(): Promise<void>;
  close(): Promise<void>;
}

export function startDeliveryQueue(options: {
  state: StandInState;
  webhookSecret: string;
  deliverEvent: DeliverEvent;
  onDelivered: () => void;
}): DeliveryQueue {
  const { state, webhookSecret, deliverEvent, onDelivered } = options;
  const signer = new Stripe('sk_test_signer_only').webhooks;
  let running: Promise<void> | null = null;
  let isClosed = false;
  let waiters: (() => void)[] = [];

  // Waits between attempts end early on close, so closing does not sit out a backoff.
  let wakeSleeper: (() => void) | null = null;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        wakeSleeper = null;
        resolve();
      };
      const timer = setTimeout(wake, ms);
      timer.unref();
      wakeSleeper = wake;
    });

  /** True once the event is done with (delivered, or given up on); false when closing cut it short. */
  async function deliverOne(eventId: string): Promise<boolean> {
    const event = state.objects[eventId];
    if (!event) return true;
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 0; ; attempt += 1) {
      // Signed per attempt: the signature carries the time of sending, which the receiver checks for staleness.
      const header = signer.generateTestHeaderString({ payload, secret: webhookSecret });
      try {
        await deliverEvent(payload, header);
        return true;
      } catch (error) {
        // Left pending: the next start (with a statePath) sends it again.
        if (isClosed) return false;
        if (attempt >= RETRY_DELAYS_MS.length) {
          processLogger().warn({ err: error, eventId, type: (event as { type?: string }).type }, 'stripe stand-in: gave up delivering an event');
          return true;
        }
        await sleep(RETRY_DELAYS_MS[attempt]);
        if (isClosed) return false;
      }
    }
  }

  async function drain(): Promise<void> {
    while (state.pendingDeliveries.length > 0 && !isClosed) {
      const eventId = state.pendingDeliveries[0];
      const isDone = await deliverOne(eventId);
      if (!isDone) break;
      if (state.pendingDeliveries[0] === eventId) state.pendingDeliveries.shift();
      onDelivered();
    }
    running = null;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  }

  return {
    kick() {
      if (!running && !isClosed && state.pendingDeliveries.length > 0) running = drain();
    },
    idle() {
      if (!running) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
    async close() {
      isClosed = true;
      wakeSleeper?.();
      await running;
    },
  };
}
