/**
 * A count as the screens write it, en-US digit grouping: `10,000`. Written by hand for whole numbers, because
 * `toLocaleString('en-US')` builds an ICU number formatter on its first call in a page: 8 ms here, a long task
 * on a phone, in the render that first shows Browse Jobs' results. Anything else (a fraction, NaN, past 2^53)
 * goes to ICU (format-count.test.ts holds the two equal).
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  // ICU writes a sign on -0 too.
  return n < 0 || Object.is(n, -0) ? `-${grouped}` : grouped;
}

/**
 * How far a first sync's download is: '1,500 of 5,000' when the server said how many come, else '1,500 so far'.
 * A document both granted and in a slice can come twice, so the count received is held at the total.
 */
export function formatProgress(received: number, total: number | undefined): string {
  return total === undefined ? `${formatCount(received)} so far` : `${formatCount(Math.min(received, total))} of ${formatCount(total)}`;
}
