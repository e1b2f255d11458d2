/** The stand-in's HTTP edge and catalog, driven through the real stripe SDK: keys, errors, idempotency, encoding. */
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlanPrice, rejectionOf, sdkFor, startTestStandIn, type TestStandIn } from './test-stand-in.ts';

let t: TestStandIn;
beforeEach(async () => {
  t = await startTestStandIn();
});
afterEach(async () => {
  await t.close();
});

describe('secret key', () => {
  it('refuses a wrong key with 401 (StripeAuthenticationError)', async () => {
    const error = await rejectionOf(sdkFor(t.standIn.port, 'sk_test_wrong_key_000000').customers.list());
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error.statusCode).toBe(401);
    expect(error.message).toMatch(/^Invalid API Key provided: sk_test_/);
    expect(error.message).not.toContain('wrong_key');
  });

  it('refuses a request without a key', async () => {
    const response = await fetch(`${t.standIn.url}/v1/customers`);
    expect(response.status).toBe(401);
    const body = (await response.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe('invalid_request_error');
    expect(body.error.message).toMatch(/You did not provide an API key/);
  });
});

describe('errors', () => {
  it('answers an unknown id with 404 resource_missing', async () => {
    const error = await rejectionOf(t.stripe.customers.retrieve('cus_doesnotexist'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error.statusCode).toBe(404);
    expect(error.code).toBe('resource_missing');
    expect(error.message).toBe("No such customer: 'cus_doesnotexist'");
  });

  it('names the parameter of an unknown id given in the body (400)', async () => {
    const error = await rejectionOf(t.stripe.setupIntents.create({ customer: 'cus_nope' }));
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('resource_missing');
    expect(error.param).toBe('customer');
  });

  it('answers a missing required parameter with 400 parameter_missing', async () => {
    const error = await rejectionOf(t.stripe.subscriptions.create({ customer: (await t.stripe.customers.create({})).id, items: [] }));
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('parameter_missing');
    expect(error.param).toBe('items');
  });
});

describe('idempotency', () => {
  it('answers the same key and request with the first response, once', async () => {
    const first = await t.stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'key-1' });
    const again = await t.stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'key-1' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await t.stripe.customers.list()).data).toHaveLength(1);
    await t.settle();
    expect(t.events.filter((e) => e.type === 'customer.created')).toHaveLength(1);
  });

  it('refuses the same key with other parameters (StripeIdempotencyError)', async () => {
    await t.stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'key-2' });
    const error = await rejectionOf(t.stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'key-2' }));
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error.statusCode).toBe(400);
  });

  it('replays an error answer too', async () => {
    const customer = await t.stripe.customers.create({});
    const intent = await t.stripe.setupIntents.create({ customer: customer.id });
    const first = await rejectionOf(t.stripe.setupIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }, { idempotencyKey: 'key-3' }));
    const again = await rejectionOf(t.stripe.setupIntents.confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' }, { idempotencyKey: 'key-3' }));
    expect(again.message).toBe(first.message);
    expect(again.requestId).not.toBe(first.requestId);
    await t.settle();
    expect(t.events.filter((e) => e.type === 'setup_intent.setup_failed')).toHaveLength(1);
  });

  it('gives distinct objects to requests without a shared key', async () => {
    const a = await t.stripe.customers.create({ email: 'a@example.com' });
    const b = await t.stripe.customers.create({ email: 'a@example.com' });
    expect(a.id).not.toBe(b.id);
  });
});

describe('form encoding', () => {
  it('round-trips Unicode metadata (emoji, combining marks, brackets, & and =)', async () => {
    const metadata = {
      emoji: '💳 paid 👩🏽‍💻',
      combining: 'Zoe\u0308 e\u0301te\u0301',
      'key with & = + %20': 'a&b=c+d%20e [brackets]',
      'ключ': '日本語のテキスト',
    };
    const customer = await t.stripe.customers.create({ name: 'Ångström Ünïcode', metadata });
    const read = await t.stripe.customers.retrieve(customer.id);
    expect(read).toMatchObject({ name: 'Ångström Ünïcode', metadata });
    // Combining marks stay as sent: nothing normalizes them to precomposed characters.
    expect((read as Stripe.Customer).metadata.combining).toHaveLength('Zoe\u0308 e\u0301te\u0301'.length);
  });

  it('refuses a metadata key with square brackets (400), as Stripe does', async () => {
    const error = await rejectionOf(t.stripe.customers.create({ metadata: { 'a[b]c': 'x' } }));
    expect(error.statusCode).toBe(400);
    expect(error.type).toBe('StripeInvalidRequestError');
  });

  it('reads nested lists (items[0][price], expand[0]) and hashes (recurring[interval])', async () => {
    const price = await createPlanPrice(t.stripe, 'candidate-premium', 999);
    expect(price.recurring).toMatchObject({ interval: 'month', interval_count: 1 });
    const customer = await t.stripe.customers.create({});
    const sub = await t.stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      trial_period_days: 14,
      expand: ['latest_invoice'],
    });
    expect(sub.items.data[0].price.id).toBe(price.id);
    expect((sub.latest_invoice as Stripe.Invoice).object).toBe('invoice');
  });

  it('answers a body the SDK would never send (bad percent-encoding, JSON) with 400, not 500', async () => {
    const post = (body: string, type: string) =>
      fetch(`${t.standIn.url}/v1/customers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${'sk_test_standin_0123456789'}`, 'content-type': type },
        body,
      });
    for (const [body, type] of [
      ['name=%E0%A4%A', 'application/x-www-form-urlencoded'],
      ['metadata[a]=1&metadata[a][b]=2', 'application/x-www-form-urlencoded'],
      ['{"name":"x"}', 'application/json'],
    ]) {
      const response = await post(body, type);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
    }
  });

  it('deletes a metadata key set to an empty string on update', async () => {
    const customer = await t.stripe.customers.create({ metadata: { a: '1', b: '2' } });
    const updated = await t.stripe.customers.update(customer.id, { metadata: { a: '', c: '3' } });
    expect(updated.metadata).toEqual({ b: '2', c: '3' });
  });
});

describe('catalog', () => {
  it('finds prices by lookup key, with the product expanded on request', async () => {
    const pro = await createPlanPrice(t.stripe, 'employer-professional', 4900);
    await createPlanPrice(t.stripe, 'employer-enterprise', 9900);
    const { data } = await t.stripe.prices.list({ lookup_keys: ['employer-professional'], expand: ['data.product'] });
    expect(data.map((p) => p.id)).toEqual([pro.id]);
    expect(data[0]).toMatchObject({ object: 'price', unit_amount: 4900, currency: 'usd', livemode: false, type: 'recurring' });
    expect((data[0].product as Stripe.Product).name).toBe('Plan employer-professional');
    const plain = await t.stripe.prices.list({ lookup_keys: ['employer-enterprise', 'employer-professional'] });
    expect(plain.data).toHaveLength(2);
    expect(typeof plain.data[0].product).toBe('string');
    expect(plain).toMatchObject({ object: 'list', has_more: false, url: '/v1/prices' });
  });

  it('keeps a lookup key on one price unless transfer_lookup_key moves it', async () => {
    const old = await createPlanPrice(t.stripe, 'candidate-premium', 999);
    const error = await rejectionOf(
      t.stripe.prices.create({ product: old.product as string, unit_amount: 1099, currency: 'usd', recurring: { interval: 'month' }, lookup_key: 'candidate-premium' }),
    );
    expect(error.statusCode).toBe(400);
    expect(error.param).toBe('lookup_key');
    const moved = await t.stripe.prices.create({
      product: old.product as string,
      unit_amount: 1099,
      currency: 'usd',
      recurring: { interval: 'month' },
      lookup_key: 'candidate-premium',
      transfer_lookup_key: true,
    });
    const { data } = await t.stripe.prices.list({ lookup_keys: ['candidate-premium'] });
    expect(data.map((p) => p.id)).toEqual([moved.id]);
    expect((await t.stripe.prices.retrieve(old.id)).lookup_key).toBeNull();
  });

  it('lists active products and pages with starting_after', async () => {
    for (const name of ['A', 'B', 'C']) await t.stripe.products.create({ name });
    await t.stripe.products.create({ name: 'Old', active: false });
    const active = await t.stripe.products.list({ active: true, limit: 2 });
    expect(active.data.map((p) => p.name)).toEqual(['C', 'B']);
    expect(active.has_more).toBe(true);
    const all: string[] = [];
    for await (const product of t.stripe.products.list({ active: true, limit: 1 })) all.push(product.name);
    expect(all).toEqual(['C', 'B', 'A']);
  });
});

describe('customers', () => {
  it('creates, updates and finds a customer by e-mail', async () => {
    const customer = await t.stripe.customers.create({ email: 'pat@example.com', name: 'Pat', metadata: { userId: 'u1' } });
    expect(customer).toMatchObject({ object: 'customer', livemode: false, email: 'pat@example.com', name: 'Pat', metadata: { userId: 'u1' } });
    expect(customer.id).toMatch(/^cus_/);
    expect(customer.created).toBe(Math.floor(new Date('2026-03-10T12:00:00Z').getTime() / 1000));
    await t.stripe.customers.update(customer.id, { name: 'Pat Doe' });
    const { data } = await t.stripe.customers.list({ email: 'pat@example.com' });
    expect(data.map((c) => c.name)).toEqual(['Pat Doe']);
    await t.settle();
    const updated = t.events.find((e) => e.type === 'customer.updated');
    expect(updated?.data.previous_attributes).toEqual({ name: 'Pat' });
  });
});
