/** Invoices (list, retrieve, pay) and events (retrieve, list), both read-mostly views of what the cycle made. */
import { Hono } from 'hono';
import { updateSubscription, paymentMethodFor } from '../billing-cycle.ts';
import { StripeApiError } from '../errors.ts';
import { expand } from '../expand.ts';
import { api, type StandInEnv } from '../http.ts';
import { cardError } from '../payment-methods.ts';
import { collectInvoice } from '../invoicing.ts';
import { pageOf } from '../list.ts';
import { optString, readExpand } from '../params.ts';
import type { StandIn } from '../stand-in.ts';
import { all, find, get } from '../store.ts';

export function invoiceRoutes(standIn: StandIn) {
  const { state } = standIn;
  const app = new Hono<StandInEnv>();

  app.get('/v1/invoices', api(standIn, ({ params }) => {
    const customer = optString(params, 'customer');
    const subscription = optString(params, 'subscription');
    const status = optString(params, 'status');
    const items = all(state, 'invoice').filter(
      (inv) =>
        (!customer || inv.customer === customer) &&
        (!subscription || inv.subscription === subscription) &&
        (!status || inv.status === status),
    );
    return expand(state, pageOf(items, params, '/v1/invoices'), readExpand(params));
  }));

  app.get('/v1/invoices/:id', api(standIn, ({ params, path }) => expand(state, get(state, 'invoice', path.id), readExpand(params))));

  // Paying an open invoice by hand (e.g. after the customer saved a new card) settles a past_due subscription.
  app.post('/v1/invoices/:id/pay', api(standIn, ({ params, path, actor }) => {
    const invoice = get(state, 'invoice', path.id);
    if (invoice.status !== 'open') {
      throw new StripeApiError(400, 'invalid_request_error', 'Invoice is already paid', { code: 'invoice_not_open' });
    }
    const sub = find(state, 'subscription', invoice.subscription);
    const paymentMethod = optString(params, 'payment_method') ?? (sub ? paymentMethodFor(standIn, sub) : null);
    const result = collectInvoice(standIn, invoice, paymentMethod, invoice.next_payment_attempt, actor);
    if (!result.isPaid) {
      if (result.decline) throw cardError(result.decline);
      throw new StripeApiError(400, 'invalid_request_error', 'There is no payment method to pay this invoice with.', { code: 'invoice_no_payment_method_types' });
    }
    if (sub && (sub.status === 'past_due' || sub.status === 'incomplete' || sub.status === 'unpaid')) {
      delete state.subscriptionNotes[sub.id]?.retryAt;
      updateSubscription(standIn, sub, actor, () => {
        sub.status = 'active';
      });
    }
    return expand(state, invoice, readExpand(params));
  }));

  app.get('/v1/events', api(standIn, ({ params }) => {
    const type = optString(params, 'type');
    const items = all(state, 'event').filter((event) => !type || event.type === type);
    return pageOf(items, params, '/v1/events');
  }));

  app.get('/v1/events/:id', api(standIn, ({ path }) => get(state, 'event', path.id)));
  return app;
}
