/** Payment methods: retrieve, list a customer's cards, attach and detach. */
import { Hono } from 'hono';
import { StripeApiError } from '../errors.ts';
import { expand } from '../expand.ts';
import { api, type StandInEnv } from '../http.ts';
import { pageOf } from '../list.ts';
import { optString, readExpand, reqString } from '../params.ts';
import { attachPaymentMethod, resolvePaymentMethod } from '../payment-methods.ts';
import type { StandIn } from '../stand-in.ts';
import { all, get } from '../store.ts';
import { isTestCardId } from '../test-cards.ts';

export function paymentMethodRoutes(standIn: StandIn) {
  const { state } = standIn;
  const app = new Hono<StandInEnv>();

  app.get('/v1/payment_methods', api(standIn, ({ params }) => {
    const customer = optString(params, 'customer');
    if (customer) get(state, 'customer', customer, 'customer');
    const items = all(state, 'payment_method').filter((pm) => !customer || pm.customer === customer);
    return pageOf(items, params, '/v1/payment_methods');
  }));

  app.get('/v1/payment_methods/:id', api(standIn, ({ params, path, actor }) => {
    // Stripe answers a test id (pm_card_visa) with a fresh card made from it.
    const pm = isTestCardId(path.id) ? resolvePaymentMethod(standIn, path.id, 'id', actor) : get(state, 'payment_method', path.id);
    return expand(state, pm, readExpand(params));
  }));

  app.post('/v1/payment_methods/:id/attach', api(standIn, ({ params, path, actor }) => {
    const customer = reqString(params, 'customer');
    const pm = isTestCardId(path.id) ? resolvePaymentMethod(standIn, path.id, 'id', actor) : get(state, 'payment_method', path.id);
    attachPaymentMethod(standIn, pm, customer, actor);
    return pm;
  }));

  app.post('/v1/payment_methods/:id/detach', api(standIn, ({ path, actor }) => {
    const pm = get(state, 'payment_method', path.id);
    if (!pm.customer) {
      throw new StripeApiError(400, 'invalid_request_error', 'The payment method you provided is not attached to a customer so detachment is impossible.', {
        code: 'payment_method_unexpected_state',
      });
    }
    const customer = get(state, 'customer', pm.customer);
    if (customer.invoice_settings.default_payment_method === pm.id) customer.invoice_settings.default_payment_method = null;
    pm.customer = null;
    standIn.emit('payment_method.detached', pm, actor, { customer: customer.id });
    return pm;
  }));
  return app;
}
