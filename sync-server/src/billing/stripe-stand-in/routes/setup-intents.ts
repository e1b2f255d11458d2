/**
 * SetupIntents: save a card for later off-session charges. Confirming with a test card either succeeds (the card
 * is attached to the customer) or answers Stripe's 402 card error and leaves the intent waiting for another card.
 */
import { Hono } from 'hono';
import type { Actor } from '../actor.ts';
import { StripeApiError } from '../errors.ts';
import { changedAttributes } from '../events.ts';
import { expand } from '../expand.ts';
import { api, type StandInEnv } from '../http.ts';
import { pageOf } from '../list.ts';
import type { SetupIntentObject } from '../objects.ts';
import { mergeMetadata, optBool, optHash, optString, optStringList, readExpand } from '../params.ts';
import { attachPaymentMethod, cardError, resolvePaymentMethod, setupDeclineOf } from '../payment-methods.ts';
import type { StandIn } from '../stand-in.ts';
import { all, get, newId, put, randomToken } from '../store.ts';

export function setupIntentRoutes(standIn: StandIn) {
  const { state } = standIn;
  const app = new Hono<StandInEnv>();

  app.post('/v1/setup_intents', api(standIn, ({ params, actor }) => {
    const customer = optString(params, 'customer');
    if (customer) get(state, 'customer', customer, 'customer');
    const automatic = optHash(params, 'automatic_payment_methods');
    // API 2026-10 names it allowed_payment_method_types; older SDKs send payment_method_types.
    const allowed = optStringList(params, 'allowed_payment_method_types');
    const types = allowed ?? optStringList(params, 'payment_method_types') ?? ['card'];
    const id = newId('seti');
    const intent: SetupIntentObject = {
      id,
      object: 'setup_intent',
      allowed_payment_method_types: allowed ?? null,
      application: null,
      automatic_payment_methods: automatic ? { allow_redirects: 'always', enabled: optBool(automatic, 'enabled') ?? true } : null,
      cancellation_reason: null,
      client_secret: `${id}_secret_${randomToken(24)}`,
      created: actor.at,
      customer: customer ?? null,
      description: optString(params, 'description') ?? null,
      flow_directions: null,
      last_setup_error: null,
      latest_attempt: null,
      livemode: false,
      mandate: null,
      metadata: mergeMetadata({}, params),
      next_action: null,
      on_behalf_of: null,
      payment_method: null,
      payment_method_configuration_details: null,
      payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' } },
      payment_method_types: types,
      single_use_mandate: null,
      status: 'requires_payment_method',
      usage: optString(params, 'usage') ?? 'off_session',
    };
    put(state, intent);
    standIn.emit('setup_intent.created', intent, actor);
    const paymentMethod = optString(params, 'payment_method');
    if (paymentMethod) {
      if (optBool(params, 'confirm')) confirm(standIn, intent, paymentMethod, actor);
      else {
        intent.payment_method = resolvePaymentMethod(standIn, paymentMethod, 'payment_method', actor).id;
        intent.status = 'requires_confirmation';
      }
    }
    return expand(state, intent, readExpand(params));
  }));

  app.get('/v1/setup_intents', api(standIn, ({ params }) => {
    const customer = optString(params, 'customer');
    const items = all(state, 'setup_intent').filter((si) => !customer || si.customer === customer);
    return expand(state, pageOf(items, params, '/v1/setup_intents'), readExpand(params));
  }));

  app.get('/v1/setup_intents/:id', api(standIn, ({ params, path }) => expand(state, get(state, 'setup_intent', path.id), readExpand(params))));

  app.post('/v1/setup_intents/:id', api(standIn, ({ params, path, actor }) => {
    const intent = get(state, 'setup_intent', path.id);
    assertOpen(intent, 'update');
    const before = structuredClone(intent);
    intent.metadata = mergeMetadata(intent.metadata, params);
    const customer = optString(params, 'customer');
    if (customer) intent.customer = get(state, 'customer', customer, 'customer').id;
    const previous = changedAttributes(before, intent);
    if (Object.keys(previous).length > 0) standIn.emit('setup_intent.updated', intent, actor, previous);
    return expand(state, intent, readExpand(params));
  }));

  app.post('/v1/setup_intents/:id/confirm', api(standIn, ({ params, path, actor }) => {
    const intent = get(state, 'setup_intent', path.id);
    assertOpen(intent, 'confirm');
    const paymentMethod = optString(params, 'payment_method') ?? intent.payment_method;
    if (!paymentMethod) {
      throw new StripeApiError(400, 'invalid_request_error', 'You cannot confirm this SetupIntent because it\'s missing a payment method. Update the SetupIntent with a payment method and then confirm it again.', {
        code: 'setup_intent_unexpected_state',
        setup_intent: structuredClone(intent),
      });
    }
    confirm(standIn, intent, paymentMethod, actor);
    return expand(state, intent, readExpand(params));
  }));

  app.post('/v1/setup_intents/:id/cancel', api(standIn, ({ params, path, actor }) => {
    const intent = get(state, 'setup_intent', path.id);
    assertOpen(intent, 'cancel');
    intent.status = 'canceled';
    intent.cancellation_reason = optString(params, 'cancellation_reason') ?? null;
    standIn.emit('setup_intent.canceled', intent, actor);
    return intent;
  }));
  return app;
}

function assertOpen(intent: SetupIntentObject, verb: string): void {
  if (intent.status === 'succeeded' || intent.status === 'canceled') {
    const after = intent.status === 'succeeded' ? 'it has already succeeded after being previously confirmed' : 'it has a status of canceled';
    throw new StripeApiError(400, 'invalid_request_error', `You cannot ${verb} this SetupIntent because ${after}.`, {
      code: 'setup_intent_unexpected_state',
      setup_intent: structuredClone(intent),
    });
  }
}

/** Save the card: succeeded and attached, or setup_failed with Stripe's decline as a 402. */
function confirm(standIn: StandIn, intent: SetupIntentObject, paymentMethodId: string, actor: Actor): void {
  const pm = resolvePaymentMethod(standIn, paymentMethodId, 'payment_method', actor);
  const decline = setupDeclineOf(standIn, pm);
  if (decline) {
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.last_setup_error = {
      code: decline.code,
      decline_code: decline.decline_code,
      doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`,
      message: decline.message,
      payment_method: structuredClone(pm),
      type: 'card_error',
    };
    standIn.emit('setup_intent.setup_failed', intent, actor);
    throw cardError(decline, { payment_method: structuredClone(pm), setup_intent: structuredClone(intent) });
  }
  if (intent.customer) attachPaymentMethod(standIn, pm, intent.customer, actor);
  intent.payment_method = pm.id;
  intent.status = 'succeeded';
  intent.last_setup_error = null;
  intent.latest_attempt = newId('setatt');
  standIn.emit('setup_intent.succeeded', intent, actor);
}

