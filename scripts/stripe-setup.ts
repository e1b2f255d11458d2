/**
 * Make or find the paid plans' Stripe products and monthly prices (lookup key = plan id, amounts from
 * shared/src/catalog/plans.ts) on the Stripe account of STRIPE_SECRET_KEY. Safe to run again: what exists is
 * kept, a price at an old amount is replaced. The server runs the same code against its test-mode stand-in.
 * Run: STRIPE_SECRET_KEY=sk_test_... npm run stripe:setup
 */
import Stripe from 'stripe';
import { formatPlanPrice } from '../shared/src/catalog.ts';
import { ensurePlanPrices } from '../sync-server/src/billing/plan-prices.ts';

const key = process.env.STRIPE_SECRET_KEY?.trim();
if (!key) {
  console.error('Set STRIPE_SECRET_KEY to the Stripe account to set up (sk_test_... or sk_live_...). Without it the server runs in test mode and makes its own prices.');
  process.exit(1);
}
const stripe = new Stripe(key, { maxNetworkRetries: 2, appInfo: { name: 'HireSync stripe:setup' } });
try {
  const done = await ensurePlanPrices(stripe);
  const mode = key.startsWith('sk_live_') ? 'live' : 'test';
  console.log(`Stripe (${mode} mode): the plans' prices, by lookup key`);
  for (const { plan, priceId, action } of done) {
    const what = { found: 'already there', created: 'created', replaced: 'created (the old price at another amount keeps its subscriptions)' }[action];
    console.log(`  ${plan.padEnd(22)} ${formatPlanPrice(plan).padEnd(13)} ${priceId}  ${what}`);
  }
} catch (err) {
  console.error(`Stripe setup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
