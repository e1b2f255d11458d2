/**
 * Payment methods: a test id (pm_card_visa) becomes a concrete pm_... card when it is used, like Stripe does;
 * attaching saves it to a customer (refused for cards that decline on save); charging asks the test card.
 */
import type { Actor } from './actor.ts';
import { StripeApiError, noSuch } from './errors.ts';
import type { PaymentMethodObject } from './objects.ts';
import type { StandIn } from './stand-in.ts';
import { find, get, newId, put } from './store.ts';
import { isTestCardId, testCard, type CardDecline } from './test-cards.ts';

/** The concrete payment method for `id`: an existing pm_..., or a new one made from a test id. */
export function resolvePaymentMethod(standIn: StandIn, id: string, param: string, actor: Actor): PaymentMethodObject {
  const existing = find(standIn.state, 'payment_method', id);
  if (existing) return existing;
  if (!isTestCardId(id)) throw noSuch('PaymentMethod', id, param);
  const card = testCard(id);
  const expiry = new Date(actor.at * 1000);
  const pm: PaymentMethodObject = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: null, email: null, name: null, phone: null, tax_id: null },
    card: {
      brand: card.brand,
      display_brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      exp_month: expiry.getUTCMonth() + 1,
      exp_year: expiry.getUTCFullYear() + 3,
      fingerprint: id.slice(3).padEnd(16, '0').slice(0, 16),
      funding: card.funding,
      last4: card.last4,
      networks: { available: [card.brand], preferred: null },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: actor.at,
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
  standIn.state.cardOf[pm.id] = id;
  return put(standIn.state, pm);
}

/** Stripe's card error for a decline, with the objects it concerns beside the message. */
export function cardError(decline: CardDecline, extra: Record<string, unknown> = {}): StripeApiError {
  return new StripeApiError(402, 'card_error', decline.message, {
    code: decline.code,
    decline_code: decline.decline_code,
    doc_url: `https://stripe.com/docs/error-codes/${decline.code.replace(/_/g, '-')}`,
    ...extra,
  });
}

/** How saving this card goes: undefined when it is accepted. */
export function setupDeclineOf(standIn: StandIn, pm: PaymentMethodObject): CardDecline | undefined {
  const cardId = standIn.state.cardOf[pm.id];
  return cardId ? testCard(cardId).setupDecline : undefined;
}

/** How charging this card goes: undefined when the charge succeeds. */
export function chargeDeclineOf(standIn: StandIn, pmId: string): CardDecline | undefined {
  const cardId = standIn.state.cardOf[pmId];
  return cardId ? testCard(cardId).chargeDecline : undefined;
}

/** Save the card to the customer; a card that declines on save throws Stripe's card error. */
export function attachPaymentMethod(standIn: StandIn, pm: PaymentMethodObject, customerId: string, actor: Actor): void {
  get(standIn.state, 'customer', customerId, 'customer');
  if (pm.customer === customerId) return;
  if (pm.customer !== null) {
    throw new StripeApiError(400, 'invalid_request_error', 'The payment method you provided has already been attached to a customer.', {
      code: 'payment_method_unexpected_state',
    });
  }
  const decline = setupDeclineOf(standIn, pm);
  if (decline) throw cardError(decline, { payment_method: structuredClone(pm) });
  pm.customer = customerId;
  standIn.emit('payment_method.attached', pm, actor);
}
