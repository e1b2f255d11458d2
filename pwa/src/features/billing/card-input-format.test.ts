import { describe, expect, it } from 'vitest';
import { formatExpiry, groupCardNumber } from './card-input-format.ts';

describe('card input formatting', () => {
  it('groups card digits by four and drops anything else', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4000 0000 0000 0002')).toBe('4000 0000 0000 0002');
    expect(groupCardNumber('42-42 4')).toBe('4242 4');
    expect(groupCardNumber('4242')).toBe('4242');
    expect(groupCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('writes an expiry as MM/YY', () => {
    expect(formatExpiry('1234')).toBe('12/34');
    expect(formatExpiry('12/34')).toBe('12/34');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12 / 345')).toBe('12/34');
  });
});
