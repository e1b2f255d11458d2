/** The hosted invoice page behind `hosted_invoice_url`: a real page per invoice, open without the secret key. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPlanPrice, customerWithCard, startTestStandIn, type TestStandIn } from './test-stand-in.ts';

let t: TestStandIn;
beforeEach(async () => {
  t = await startTestStandIn();
});
afterEach(async () => {
  await t.close();
});

describe('hosted invoice page', () => {
  it('shows number, status, amounts and the billed e-mail, escaped', async () => {
    const price = await createPlanPrice(t.stripe);
    const { customer, paymentMethod } = await customerWithCard(t.stripe, 'pm_card_visa');
    await t.stripe.customers.update(customer.id, { email: '<b>pat</b>@example.com' });
    const sub = await t.stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], trial_period_days: 14, default_payment_method: paymentMethod });
    await t.advanceDays(14);
    const [invoice] = (await t.stripe.invoices.list({ subscription: sub.id, limit: 1 })).data;
    expect(invoice.hosted_invoice_url).toBe(`${t.standIn.url}/invoices/${invoice.id}`);

    const response = await fetch(invoice.hosted_invoice_url!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(`<title>Invoice ${invoice.number}</title>`);
    expect(html).toContain('Paid');
    expect(html).toContain('$49.00');
    expect(html).toContain('1 × Plan employer-professional (at $49.00 / month)');
    expect(html).toContain('March 24, 2026');
    expect(html).toContain('&#60;b&#62;pat&#60;/b&#62;@example.com');
    expect(html).not.toContain('<b>pat</b>');
  });

  it('shows a trial invoice as a $0 trial line', async () => {
    const price = await createPlanPrice(t.stripe);
    const { customer } = await customerWithCard(t.stripe, 'pm_card_visa');
    const sub = await t.stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], trial_period_days: 14 });
    const invoice = await t.stripe.invoices.retrieve(sub.latest_invoice as string);
    const html = await (await fetch(invoice.hosted_invoice_url!)).text();
    expect(html).toContain('Trial period for Plan employer-professional');
    expect(html).toContain('$0.00');
  });

  it('answers an unknown invoice with a 404 page', async () => {
    const response = await fetch(`${t.standIn.url}/invoices/in_unknown`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Invoice not found');
  });
});
