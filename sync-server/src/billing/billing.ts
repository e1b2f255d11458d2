/**
 * Which Stripe the server talks to, made once at start: real Stripe when STRIPE_SECRET_KEY is set, else the
 * embedded stand-in (test mode, no card is charged) on a local port, with a secret key and webhook secret the
 * server generates and keeps in server_settings. Either way the rest of billing/ sees one `stripe` SDK client.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { PaidPlanId } from '@shared/catalog.ts';
import { BILLING_MESSAGES } from '@shared/messages.ts';
import { BILLING_ERROR_CODES, type PaymentMode } from '@shared/schemas/billing.ts';
import { loadStoredSecret } from '../auth/server-key.ts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { httpError } from '../http-error.ts';
import { createPriceLookup, ensurePlanPrices } from './plan-prices.ts';
import type { StripeStandIn } from './stripe-stand-in/index.ts';

/** Hands a signed event to the app's own webhook route (test mode delivers in-process). */
export type DeliverEvent = (payload: string, signatureHeader: string) => Promise<void>;

/** A connected Stripe: the SDK client, the webhook signing secret, and the price of each plan. */
export interface StripeConnection {
  stripe: Stripe;
  webhookSecret: string;
  priceOf(plan: PaidPlanId): Promise<string>;
  /** Test mode: the stand-in (its clock and delivery queue); null with real Stripe. */
  standIn: StripeStandIn | null;
}

/** The server's payments side. */
export interface Billing {
  /** 'off': no payments are taken (production without Stripe keys); every use answers 403 payments_not_available. */
  provider: PaymentMode;
  /** Real Stripe only: the key the PWA's Payment Element needs. */
  publishableKey?: string;
  /** Stripe, connected on first use (test mode: the stand-in started and the plans' prices made). */
  connect(): Promise<StripeConnection>;
  close(): Promise<void>;
}

export interface BillingOptions {
  env: Env;
  db: Db;
  now: () => Date;
  deliver: DeliverEvent;
  /** Test mode: where the stand-in keeps its customers across restarts; none keeps them in memory (tests). */
  statePath?: string;
}

/** Requests to Stripe that fail on the network are retried (with the same idempotency key). */
const NETWORK_RETRIES = 2;

/** The refusal of every payment call when payments are off, in the API's error shape. */
export function refusePayments(): never {
  return httpError(403, BILLING_ERROR_CODES.paymentsNotAvailable, BILLING_MESSAGES.paymentsNotAvailable);
}

export function createBilling(options: BillingOptions): Billing {
  const { env } = options;
  const mode = env.paymentsMode;
  const isStripe = mode === 'stripe';
  let connecting: Promise<StripeConnection> | undefined;
  let isClosed = false;
  return {
    provider: mode,
    publishableKey: isStripe ? env.STRIPE_PUBLISHABLE_KEY : undefined,
    async connect() {
      if (mode === 'off') return refusePayments();
      if (isClosed) return Promise.reject(new Error('Billing is closed'));
      connecting ??= isStripe ? connectStripe(env) : connectStandIn(options);
      // A failed start (e.g. a port problem) is tried again on the next use rather than remembered.
      connecting.catch(() => (connecting = undefined));
      return connecting;
    },
    async close() {
      isClosed = true;
      const connection = await connecting?.catch(() => undefined);
      await connection?.standIn?.close();
    },
  };
}

async function connectStripe(env: Env): Promise<StripeConnection> {
  const stripe = new Stripe(env.STRIPE_SECRET_KEY!, { maxNetworkRetries: NETWORK_RETRIES, appInfo: { name: 'HireSync' } });
  return { stripe, webhookSecret: env.STRIPE_WEBHOOK_SECRET!, priceOf: createPriceLookup(stripe), standIn: null };
}

async function connectStandIn({ db, now, deliver, statePath }: BillingOptions): Promise<StripeConnection> {
  // Loaded only when test mode is on: a production server without it never has the stand-in in memory.
  const { startStripeStandIn } = await import('./stripe-stand-in/index.ts');
  // Kept in the database so every restart (and the stand-in's saved state) goes on with the same keys.
  const secretKey = await loadStoredSecret(db, 'stripe_test_secret_key', () => `sk_test_${randomBytes(24).toString('base64url')}`);
  const webhookSecret = await loadStoredSecret(db, 'stripe_test_webhook_secret', () => `whsec_${randomBytes(24).toString('base64url')}`);
  const standIn = await startStripeStandIn({ secretKey, webhookSecret, deliverEvent: deliver, clock: now, statePath });
  try {
    const stripe = new Stripe(secretKey, { host: '127.0.0.1', port: standIn.port, protocol: 'http', maxNetworkRetries: NETWORK_RETRIES });
    // The same setup `npm run stripe:setup` runs against real Stripe.
    await ensurePlanPrices(stripe);
    return { stripe, webhookSecret, priceOf: createPriceLookup(stripe), standIn };
  } catch (error) {
    await standIn.close();
    throw error;
  }
}
