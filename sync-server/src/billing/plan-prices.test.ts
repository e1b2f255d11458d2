/** The plans' prices on a Stripe account, by lookup key (the setup `npm run stripe:setup` and test mode share). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAID_PLAN_IDS, PLANS } from '@shared/catalog.ts';
import { stripeOf } from '../test-support/billing.ts';
import { createTestServer, type TestServer } from '../test-support/test-server.ts';
import { createPriceLookup, ensurePlanPrices, MissingPriceError } from './plan-prices.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('ensurePlanPrices', () => {
  it('test mode starts with every plan priced from the catalog; running it again finds them', async () => {
    const { stripe } = await stripeOf(server);
    const again = await ensurePlanPrices(stripe);
    expect(again.map((p) => [p.plan, p.action])).toEqual(PAID_PLAN_IDS.map((plan) => [plan, 'found']));
    for (const { plan, priceId } of again) {
      const price = await stripe.prices.retrieve(priceId);
      expect(price).toMatchObject({ lookup_key: plan, unit_amount: PLANS[plan].priceCents, currency: 'usd', recurring: expect.objectContaining({ interval: 'month' }) });
    }
  });

  it('a price at another amount is replaced on the same product, and the lookup key moves to it', async () => {
    const { stripe } = await stripeOf(server);
    const [old] = (await stripe.prices.list({ lookup_keys: ['candidate-premium'] })).data;
    await stripe.prices.create({ currency: 'usd', unit_amount: 500, recurring: { interval: 'month' }, product: old!.product as string, lookup_key: 'candidate-premium', transfer_lookup_key: true });
    const done = await ensurePlanPrices(stripe);
    const fixed = done.find((p) => p.plan === 'candidate-premium')!;
    expect(fixed.action).toBe('replaced');
    const [current] = (await stripe.prices.list({ lookup_keys: ['candidate-premium'] })).data;
    expect(current).toMatchObject({ id: fixed.priceId, unit_amount: 999, product: old!.product });
  });

  it('a lookup without a price names the command that makes it', async () => {
    const { stripe } = await stripeOf(server);
    const [price] = (await stripe.prices.list({ lookup_keys: ['employer-enterprise'] })).data;
    await stripe.prices.update(price!.id, { lookup_key: 'retired-enterprise', active: false });
    await expect(createPriceLookup(stripe)('employer-enterprise')).rejects.toThrow(MissingPriceError);
    await expect(createPriceLookup(stripe)('employer-enterprise')).rejects.toThrow(/npm run stripe:setup/);
    await ensurePlanPrices(stripe);
    expect(await createPriceLookup(stripe)('employer-enterprise')).toMatch(/^price_/);
  });
});
