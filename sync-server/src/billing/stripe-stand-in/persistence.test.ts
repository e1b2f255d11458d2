/** statePath: customers, subscriptions, idempotency keys and undelivered events survive a restart; writes are atomic. */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlanPrice, customerWithCard, startTestStandIn, type TestStandIn } from './test-stand-in.ts';

let dir: string;
let statePath: string;
const running: TestStandIn[] = [];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stripe-stand-in-'));
  statePath = join(dir, 'nested', 'stripe-state.json');
});
afterEach(async () => {
  for (const t of running.splice(0)) await t.close();
  await rm(dir, { recursive: true, force: true });
});

async function start(options: Parameters<typeof startTestStandIn>[0] = {}): Promise<TestStandIn> {
  const t = await startTestStandIn({ statePath, ...options });
  running.push(t);
  return t;
}

describe('a state file', () => {
  it('brings back customers, cards, subscriptions and invoices after a restart', async () => {
    const first = await start();
    const price = await createPlanPrice(first.stripe);
    const { customer, paymentMethod } = await customerWithCard(first.stripe, 'pm_card_visa');
    const sub = await first.stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], trial_period_days: 14, default_payment_method: paymentMethod });
    await first.settle();
    await first.close();
    running.splice(0);
    expect(await readdir(join(dir, 'nested'))).toEqual(['stripe-state.json']);
    expect(JSON.parse(await readFile(statePath, 'utf8'))).toMatchObject({ version: 1 });

    const second = await start();
    expect((await second.stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
    expect((await second.stripe.subscriptions.retrieve(sub.id)).status).toBe('trialing');
    expect((await second.stripe.prices.list({ lookup_keys: ['employer-professional'] })).data[0].id).toBe(price.id);
    expect((await second.stripe.paymentMethods.retrieve(paymentMethod)).card?.last4).toBe('4242');
    // The clock goes on from the saved state: the trial still ends and charges the saved card.
    await second.advanceDays(14);
    expect((await second.stripe.subscriptions.retrieve(sub.id)).status).toBe('active');
  });

  it('saves what a refused request changed (a declined card leaves a failed SetupIntent)', async () => {
    const first = await start();
    const customer = await first.stripe.customers.create({});
    const intent = await first.stripe.setupIntents.create({ customer: customer.id });
    await first.stripe.setupIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }).catch(() => undefined);
    await first.close();
    running.splice(0);
    const second = await start();
    expect((await second.stripe.setupIntents.retrieve(intent.id)).last_setup_error?.message).toBe('Your card was declined.');
  });

  it('keeps idempotency keys across a restart', async () => {
    const first = await start();
    const a = await first.stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'customer-user-1' });
    await first.close();
    running.splice(0);
    const second = await start();
    const b = await second.stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'customer-user-1' });
    expect(b.id).toBe(a.id);
  });

  it('delivers after a restart the events the receiver had not taken', async () => {
    const first = await start({
      deliverEvent: async () => {
        throw new Error('receiver down');
      },
    });
    const customer = await first.stripe.customers.create({ name: 'Waiting' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await first.close();
    running.splice(0);
    expect(first.events).toEqual([]);

    const second = await start();
    await second.settle();
    expect(second.events.map((e) => [e.type, (e.data.object as { id: string }).id])).toEqual([['customer.created', customer.id]]);
  });
});
