/** An amount in the smallest unit of its currency, as Stripe sends it: (999, 'usd') -> '$9.99'. */
export function formatMoney(amountCents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amountCents / 100);
  } catch {
    // An unknown currency code: the number and the code as sent.
    return `${(amountCents / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}
