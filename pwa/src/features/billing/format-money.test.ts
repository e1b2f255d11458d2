import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it('formats Stripe amounts in cents with the currency', () => {
    expect(formatMoney(999, 'usd')).toBe('$9.99');
    expect(formatMoney(4900, 'usd')).toBe('$49.00');
    expect(formatMoney(0, 'usd')).toBe('$0.00');
    expect(formatMoney(1250, 'eur')).toBe('€12.50');
  });

  it('keeps an unknown currency readable', () => {
    expect(formatMoney(1000, 'zz')).toBe('10.00 ZZ');
  });
});
