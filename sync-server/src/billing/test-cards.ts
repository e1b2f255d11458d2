/**
 * Test mode's card form: Stripe's documented test card numbers, each standing for the test PaymentMethod that
 * behaves like it (https://docs.stripe.com/testing). No card data goes anywhere: only the PaymentMethod id.
 */

/** Test card number -> Stripe test PaymentMethod id. */
export const TEST_CARD_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  '4242424242424242': 'pm_card_visa',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
  // Saves fine; every later charge (the first renewal) is declined.
  '4000000000000341': 'pm_card_chargeCustomerFail',
  '5555555555554444': 'pm_card_mastercard',
};

/** The test PaymentMethod for a card number (digits only), or null for a number that is not a test card. */
export function testPaymentMethodFor(cardNumber: string): string | null {
  return Object.hasOwn(TEST_CARD_PAYMENT_METHODS, cardNumber) ? TEST_CARD_PAYMENT_METHODS[cardNumber]! : null;
}
