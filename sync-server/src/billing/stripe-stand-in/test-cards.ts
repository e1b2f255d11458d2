/**
 * Stripe's documented test PaymentMethod ids and how each card behaves: declined when saved, or saved fine and
 * declined on every later charge (pm_card_chargeCustomerFail). Messages and codes are Stripe's own.
 */

export interface CardDecline {
  code: string;
  decline_code: string;
  message: string;
}

export interface TestCard {
  brand: string;
  last4: string;
  funding: 'credit' | 'debit';
  /** Declines when the card is saved (setup or attach). */
  setupDecline?: CardDecline;
  /** Declines when the saved card is charged. */
  chargeDecline?: CardDecline;
}

const DECLINED: CardDecline = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };

export const TEST_CARDS = {
  pm_card_visa: { brand: 'visa', last4: '4242', funding: 'credit' },
  pm_card_visa_debit: { brand: 'visa', last4: '5556', funding: 'debit' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', funding: 'credit' },
  pm_card_amex: { brand: 'amex', last4: '8431', funding: 'credit' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', funding: 'credit', setupDecline: DECLINED, chargeDecline: DECLINED },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    funding: 'credit',
    setupDecline: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    chargeDecline: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
  pm_card_chargeDeclinedExpiredCard: {
    brand: 'visa',
    last4: '0069',
    funding: 'credit',
    setupDecline: { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' },
    chargeDecline: { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' },
  },
  pm_card_chargeDeclinedIncorrectCvc: {
    brand: 'visa',
    last4: '0127',
    funding: 'credit',
    setupDecline: { code: 'incorrect_cvc', decline_code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
    chargeDecline: { code: 'incorrect_cvc', decline_code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', funding: 'credit', chargeDecline: DECLINED },
} satisfies Record<string, TestCard>;

export type TestCardId = keyof typeof TEST_CARDS;

export function isTestCardId(id: string): id is TestCardId {
  return Object.hasOwn(TEST_CARDS, id);
}

export function testCard(id: TestCardId): TestCard {
  return TEST_CARDS[id];
}
