/** Customers: one per user of the billing code (metadata.userId), holding its saved cards. */
import { Hono } from 'hono';
import type { Actor } from '../actor.ts';
import { changedAttributes } from '../events.ts';
import { expand } from '../expand.ts';
import type { Params } from '../form-body.ts';
import { api, type StandInEnv } from '../http.ts';
import { pageOf } from '../list.ts';
import type { CustomerObject } from '../objects.ts';
import { mergeMetadata, optHash, optString, readExpand } from '../params.ts';
import { attachPaymentMethod, resolvePaymentMethod } from '../payment-methods.ts';
import type { StandIn } from '../stand-in.ts';
import { all, find, get, newId, put, randomToken } from '../store.ts';
import { endNow } from '../billing-cycle.ts';
import { invalidParam, noSuch } from '../errors.ts';

export function customerRoutes(standIn: StandIn) {
  const { state } = standIn;
  const app = new Hono<StandInEnv>();

  app.post('/v1/customers', api(standIn, ({ params, actor }) => {
    const customer: CustomerObject = {
      id: newId('cus'),
      object: 'customer',
      address: null,
      balance: 0,
      created: actor.at,
      currency: null,
      default_source: null,
      delinquent: false,
      description: optString(params, 'description') ?? null,
      email: optString(params, 'email') ?? null,
      invoice_prefix: randomToken(8, 'ABCDEF0123456789'),
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: mergeMetadata({}, params),
      name: optString(params, 'name') ?? null,
      next_invoice_sequence: 1,
      phone: optString(params, 'phone') ?? null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    put(state, customer);
    standIn.emit('customer.created', customer, actor);
    applyPaymentSettings(standIn, customer, params, actor);
    return expand(state, customer, readExpand(params));
  }));

  app.get('/v1/customers', api(standIn, ({ params }) => {
    const email = optString(params, 'email');
    const items = all(state, 'customer').filter((c) => !c.deleted && (!email || c.email === email));
    return expand(state, pageOf(items, params, '/v1/customers'), readExpand(params));
  }));

  app.get('/v1/customers/:id', api(standIn, ({ params, path }) => {
    const customer = find(state, 'customer', path.id);
    if (!customer) throw noSuch('customer', path.id);
    // A deleted customer still answers, as Stripe's bare DeletedCustomer.
    if (customer.deleted) return { id: customer.id, object: 'customer', deleted: true };
    return expand(state, customer, readExpand(params));
  }));

  app.post('/v1/customers/:id', api(standIn, ({ params, path, actor }) => {
    const customer = get(state, 'customer', path.id);
    const before = structuredClone(customer);
    customer.email = optString(params, 'email') ?? customer.email;
    customer.name = optString(params, 'name') ?? customer.name;
    customer.description = optString(params, 'description') ?? customer.description;
    customer.metadata = mergeMetadata(customer.metadata, params);
    applyPaymentSettings(standIn, customer, params, actor);
    const previous = changedAttributes(before, customer);
    if (Object.keys(previous).length > 0) standIn.emit('customer.updated', customer, actor, previous);
    return expand(state, customer, readExpand(params));
  }));

  app.delete('/v1/customers/:id', api(standIn, ({ path, actor }) => {
    const customer = get(state, 'customer', path.id);
    // Stripe ends a deleted customer's subscriptions at once.
    for (const sub of all(state, 'subscription')) {
      if (sub.customer === customer.id && !['canceled', 'incomplete_expired'].includes(sub.status)) {
        endNow(standIn, sub, actor, 'cancellation_requested');
      }
    }
    customer.deleted = true;
    standIn.emit('customer.deleted', customer, actor);
    return { id: customer.id, object: 'customer', deleted: true };
  }));

  app.get('/v1/customers/:id/payment_methods', api(standIn, ({ params, path }) => {
    get(state, 'customer', path.id);
    const items = all(state, 'payment_method').filter((pm) => pm.customer === path.id);
    return pageOf(items, params, `/v1/customers/${path.id}/payment_methods`);
  }));
  return app;
}

/** `payment_method` (attach) and `invoice_settings[default_payment_method]` on create and update. */
function applyPaymentSettings(standIn: StandIn, customer: CustomerObject, params: Params, actor: Actor): void {
  const attach = optString(params, 'payment_method');
  if (attach) attachPaymentMethod(standIn, resolvePaymentMethod(standIn, attach, 'payment_method', actor), customer.id, actor);
  const settings = optHash(params, 'invoice_settings');
  const defaultPm = settings ? optString(settings, 'default_payment_method') : undefined;
  if (defaultPm === undefined) return;
  if (defaultPm === '') {
    customer.invoice_settings.default_payment_method = null;
    return;
  }
  const pm = get(standIn.state, 'payment_method', defaultPm, 'invoice_settings[default_payment_method]');
  if (pm.customer !== customer.id) {
    throw invalidParam(
      'invoice_settings[default_payment_method]',
      `No such PaymentMethod: '${defaultPm}'; It's possible this PaymentMethod exists on one of your connected accounts, in which case you should retry this request on that connected account.`,
    );
  }
  customer.invoice_settings.default_payment_method = pm.id;
}
