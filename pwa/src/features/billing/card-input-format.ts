/** How the test-mode card fields tidy what is typed: digits in groups of four, and 'MM/YY'. */

/** '4242424242424242' -> '4242 4242 4242 4242' (at most 19 digits, anything else dropped). */
export function groupCardNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1234' -> '12/34'; the slash comes once a third digit is typed, so deleting back over it works. */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
