/**
 * The catalog's paid plans as Stripe products and monthly prices, found by lookup key (the plan id). The server
 * owns prices: `npm run stripe:setup` and the test-mode start make them from shared/src/catalog/plans.ts; checkout
 * only ever looks a price up, so a client can never name one.
 */
import type Stripe from 'stripe';
import { BILLING_INTERVAL, PAID_PLAN_IDS, PLANS, type PaidPlanId } from '@shared/catalog.ts';

const CURRENCY = 'usd';

/** What the setup did for one plan. */
export interface PlanPriceSetup {
  plan: PaidPlanId;
  priceId: string;
  action: 'found' | 'created' | 'replaced';
}

/** Checkout for a plan whose price Stripe does not have: the server was not set up for this Stripe account. */
export class MissingPriceError extends Error {
  constructor(plan: PaidPlanId) {
    super(`Stripe has no active price with lookup key '${plan}'. Run \`npm run stripe:setup\` with STRIPE_SECRET_KEY set.`);
  }
}

async function findPrice(stripe: Stripe, plan: PaidPlanId): Promise<Stripe.Price | undefined> {
  const { data } = await stripe.prices.list({ lookup_keys: [plan], active: true, limit: 1 });
  return data[0];
}

function matchesCatalog(price: Stripe.Price, plan: PaidPlanId): boolean {
  return (
    price.unit_amount === PLANS[plan].priceCents &&
    price.currency === CURRENCY &&
    price.recurring?.interval === BILLING_INTERVAL &&
    (price.recurring?.interval_count ?? 1) === 1
  );
}

/**
 * Make sure each paid plan has a price at the catalog amount under its lookup key: an existing one is kept, a
 * price at another amount is replaced by a new one on the same product (Stripe prices cannot change amount; the
 * lookup key moves to the new one, running subscriptions keep theirs). Safe to run any number of times.
 */
export async function ensurePlanPrices(stripe: Stripe): Promise<PlanPriceSetup[]> {
  const done: PlanPriceSetup[] = [];
  for (const plan of PAID_PLAN_IDS) {
    const existing = await findPrice(stripe, plan);
    if (existing && matchesCatalog(existing, plan)) {
      done.push({ plan, priceId: existing.id, action: 'found' });
      continue;
    }
    const info = PLANS[plan];
    const price = await stripe.prices.create({
      currency: CURRENCY,
      unit_amount: info.priceCents,
      recurring: { interval: BILLING_INTERVAL, interval_count: 1 },
      lookup_key: plan,
      transfer_lookup_key: true,
      metadata: { plan },
      ...(existing
        ? { product: typeof existing.product === 'string' ? existing.product : existing.product.id }
        : { product_data: { name: info.name, metadata: { plan } } }),
    });
    done.push({ plan, priceId: price.id, action: existing ? 'replaced' : 'created' });
  }
  return done;
}

/**
 * The price id of a plan, looked up at each use (one small call per checkout), so a price replaced by
 * `npm run stripe:setup` applies without a restart.
 */
export function createPriceLookup(stripe: Stripe): (plan: PaidPlanId) => Promise<string> {
  return async (plan) => {
    const price = await findPrice(stripe, plan);
    if (!price) throw new MissingPriceError(plan);
    return price.id;
  };
}

/** The plan a Stripe price sells, from its lookup key; null for a price that is not one of ours. */
export function planOfPrice(price: Pick<Stripe.Price, 'lookup_key'> | null | undefined): PaidPlanId | null {
  const key = price?.lookup_key;
  return key && (PAID_PLAN_IDS as readonly string[]).includes(key) ? (key as PaidPlanId) : null;
}
