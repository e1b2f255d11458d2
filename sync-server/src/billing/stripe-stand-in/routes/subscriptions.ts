/** Subscriptions: create, retrieve, list, update (cancel at period end, card, metadata, price) and cancel now. */
import { Hono } from 'hono';
import { endNow, updateSubscription } from '../billing-cycle.ts';
import { StripeApiError, invalidParam } from '../errors.ts';
import { expand } from '../expand.ts';
import { api, type StandInEnv } from '../http.ts';
import { pageOf } from '../list.ts';
import type { SubscriptionObject } from '../objects.ts';
import { mergeMetadata, optBool, optInt, optList, optString, readExpand } from '../params.ts';
import type { StandIn } from '../stand-in.ts';
import { startSubscription } from '../subscription-start.ts';
import { all, get } from '../store.ts';
import type { Params } from '../form-body.ts';

const ENDED = ['canceled', 'incomplete_expired'];

export function subscriptionRoutes(standIn: StandIn) {
  const { state } = standIn;
  const app = new Hono<StandInEnv>();

  app.post('/v1/subscriptions', api(standIn, ({ params, actor }) =>
    expand(state, startSubscription(standIn, params, actor), readExpand(params)),
  ));

  app.get('/v1/subscriptions', api(standIn, ({ params }) => {
    const customer = optString(params, 'customer');
    const status = optString(params, 'status');
    const price = optString(params, 'price');
    const items = all(state, 'subscription').filter(
      (sub) =>
        (!customer || sub.customer === customer) &&
        (!price || sub.items.data.some((item) => item.price.id === price)) &&
        matchesStatus(sub, status),
    );
    return expand(state, pageOf(items, params, '/v1/subscriptions'), readExpand(params));
  }));

  app.get('/v1/subscriptions/:id', api(standIn, ({ params, path }) =>
    expand(state, get(state, 'subscription', path.id), readExpand(params)),
  ));

  app.post('/v1/subscriptions/:id', api(standIn, ({ params, path, actor }) => {
    const sub = get(state, 'subscription', path.id);
    if (ENDED.includes(sub.status)) {
      throw new StripeApiError(400, 'invalid_request_error', `A canceled subscription can only update its cancellation_details and metadata.`, {
        code: 'resource_missing',
      });
    }
    const cancelAtPeriodEnd = optBool(params, 'cancel_at_period_end');
    const cancelAt = readCancelAt(params, actor.at);
    const defaultPm = optString(params, 'default_payment_method');
    if (defaultPm) {
      const pm = get(state, 'payment_method', defaultPm, 'default_payment_method');
      if (pm.customer !== sub.customer) {
        throw invalidParam('default_payment_method', `The customer does not have a payment method with the ID ${defaultPm}. The payment method must be attached to the customer.`);
      }
    }
    const newPrice = readPriceChange(standIn, sub, params);
    updateSubscription(standIn, sub, actor, () => {
      if (cancelAtPeriodEnd !== undefined) {
        sub.cancel_at_period_end = cancelAtPeriodEnd;
        sub.cancel_at = cancelAtPeriodEnd ? sub.items.data[0].current_period_end : null;
        sub.canceled_at = cancelAtPeriodEnd ? actor.at : null;
        sub.cancellation_details = { comment: null, feedback: null, reason: cancelAtPeriodEnd ? 'cancellation_requested' : null };
      }
      if (cancelAt !== undefined && cancelAtPeriodEnd !== true) {
        sub.cancel_at = cancelAt;
        sub.cancel_at_period_end = false;
        sub.canceled_at = cancelAt === null ? null : actor.at;
        sub.cancellation_details = { comment: null, feedback: null, reason: cancelAt === null ? null : 'cancellation_requested' };
      }
      if (defaultPm !== undefined) sub.default_payment_method = defaultPm || null;
      sub.metadata = mergeMetadata(sub.metadata, params);
      if (newPrice) sub.items.data[0].price = structuredClone(newPrice);
    });
    return expand(state, sub, readExpand(params));
  }));

  app.delete('/v1/subscriptions/:id', api(standIn, ({ params, path, actor }) => {
    const sub = get(state, 'subscription', path.id);
    if (ENDED.includes(sub.status)) {
      throw new StripeApiError(404, 'invalid_request_error', `No such subscription: '${sub.id}'`, { code: 'resource_missing' });
    }
    sub.canceled_at = actor.at;
    endNow(standIn, sub, actor, 'cancellation_requested');
    return expand(state, sub, readExpand(params));
  }));
  return app;
}

/** `cancel_at`: '' clears it, a future timestamp ends the subscription then. */
function readCancelAt(params: Params, now: number): number | null | undefined {
  const value = optString(params, 'cancel_at');
  if (value === undefined) return undefined;
  if (value === '') return null;
  const at = optInt(params, 'cancel_at') ?? 0;
  if (at <= now) throw invalidParam('cancel_at', 'Invalid timestamp: must be an integer Unix timestamp in the future.');
  return at;
}

/** Stripe's default list leaves out canceled subscriptions; `all` and `ended` bring them back. */
function matchesStatus(sub: SubscriptionObject, status: string | undefined): boolean {
  if (status === 'all') return true;
  if (status === 'ended') return ENDED.includes(sub.status);
  if (status) return sub.status === status;
  return sub.status !== 'canceled';
}

/** `items[0][price]` on update swaps the plan's price (no proration: the next invoice bills the new price). */
function readPriceChange(standIn: StandIn, sub: SubscriptionObject, params: Params) {
  const items = optList(params, 'items');
  if (!items || items.length === 0) return undefined;
  const first = items[0];
  if (typeof first === 'string' || Array.isArray(first)) throw invalidParam('items[0]', 'Invalid hash');
  const priceId = optString(first, 'price');
  if (!priceId) return undefined;
  const itemId = optString(first, 'id');
  if (itemId && itemId !== sub.items.data[0].id) throw invalidParam('items[0][id]', `No such subscription item: '${itemId}'`);
  const price = get(standIn.state, 'price', priceId, 'items[0][price]');
  if (!price.recurring) throw invalidParam('items[0][price]', 'The price specified is set to `type=one_time` but this field only accepts prices with `type=recurring`.');
  return price;
}
