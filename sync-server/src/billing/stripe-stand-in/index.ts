/**
 * A local server that speaks the part of Stripe's HTTP API the billing code uses, so the real `stripe` SDK runs
 * against it: `new Stripe(secretKey, { host: '127.0.0.1', port, protocol: 'http' })`. It is the test double of
 * the server tests and the embedded test-payment provider of `npm start` (no Stripe keys). It does not speak
 * Stripe.js (the browser side): in test mode the PWA posts test card numbers to the server instead.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { runDueSteps } from './clock.ts';
import { startDeliveryQueue, type DeliverEvent } from './delivery.ts';
import { installEdge, type StandInEnv } from './http.ts';
import { invoicePageRoutes } from './invoice-page.ts';
import { createStateSaver, loadState } from './persistence.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { customerRoutes } from './routes/customers.ts';
import { invoiceRoutes } from './routes/invoices.ts';
import { paymentMethodRoutes } from './routes/payment-methods.ts';
import { setupIntentRoutes } from './routes/setup-intents.ts';
import { subscriptionRoutes } from './routes/subscriptions.ts';
import { createStandIn } from './stand-in.ts';

export interface StripeStandInOptions {
  secretKey: string;
  webhookSecret: string;
  deliverEvent: DeliverEvent;
  /** The stand-in's time; real time by default. After `advanceClock(to)` the time is never before `to`. */
  clock?: () => Date;
  /** JSON file loaded at start and rewritten after each change. */
  statePath?: string;
}

export interface StripeStandIn {
  port: number;
  url: string;
  close(): Promise<void>;
  /**
   * Move the clock to `to`, run every lifecycle step due by then (each at its own due time), and resolve once
   * every recorded event was delivered. A time not after the clock moves nothing: it only waits for deliveries.
   */
  advanceClock(to: Date): Promise<void>;
}

/** How often, in real-time use, due trial ends, renewals and retries are looked for. */
const TICK_MS = 30_000;

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  const clock = options.clock ?? (() => new Date());
  // advanceClock sets a floor, not an offset: a caller that moves its own `clock` and then calls advanceClock with
  // the same time (the server tests do) must not see the stand-in run ahead by the move counted twice.
  let floorMs = 0;
  const now = () => Math.floor(Math.max(clock().getTime(), floorMs) / 1000);
  const state = await loadState(options.statePath);
  const saver = createStateSaver(state, options.statePath);
  let url = '';
  // The queue starts on the next turn, so a handler that records several events can finish their snapshots first.
  let isKickScheduled = false;
  const queue = startDeliveryQueue({
    state,
    webhookSecret: options.webhookSecret,
    deliverEvent: options.deliverEvent,
    onDelivered: () => saver.save(),
  });
  const scheduleKick = () => {
    if (isKickScheduled) return;
    isKickScheduled = true;
    setImmediate(() => {
      isKickScheduled = false;
      queue.kick();
    });
  };
  const standIn = createStandIn({ state, url: () => url, now, onEvent: scheduleKick, changed: () => saver.save() });

  const app = new Hono<StandInEnv>();
  installEdge(app, standIn, options.secretKey);
  for (const routes of [
    catalogRoutes(standIn),
    customerRoutes(standIn),
    paymentMethodRoutes(standIn),
    setupIntentRoutes(standIn),
    subscriptionRoutes(standIn),
    invoiceRoutes(standIn),
    invoicePageRoutes(standIn),
  ]) {
    app.route('/', routes);
  }

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  url = `http://127.0.0.1:${port}`;

  // Events left undelivered by the previous run go out first.
  scheduleKick();
  const tick = setInterval(() => runDueSteps(standIn, now()), TICK_MS);
  tick.unref();
  // Steps that came due while the server was down run at once.
  runDueSteps(standIn, now());

  return {
    port,
    url,
    async advanceClock(to: Date) {
      floorMs = Math.max(floorMs, to.getTime());
      runDueSteps(standIn, now());
      await new Promise<void>((resolve) => setImmediate(resolve));
      queue.kick();
      await queue.idle();
    },
    async close() {
      clearInterval(tick);
      await queue.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await saver.flush();
    },
  };
}
