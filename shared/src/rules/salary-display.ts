/**
 * Salaries as cards show them: whole thousands of dollars, `$85k` (spec section 9), and the one rule on what a
 * salary range may be, which the job form's schema enforces and every display of a range follows.
 */

/** A salary in dollars as `$Nk`, rounded to the nearest thousand: 85000 is `$85k`, 84500 is `$85k`. */
export function formatSalaryK(amount: number): string {
  return `$${Math.round(amount / 1000)}k`;
}

/** A salary amount the forms accept: a finite number of dollars, zero or more. */
export function isSalaryAmount(amount: unknown): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0;
}

/**
 * Whether a minimum and a maximum make a range: either may be missing, but with both the maximum is at least
 * the minimum ('Maximum salary must be at least the minimum salary').
 */
export function isSalaryRangeInOrder(min: number | undefined, max: number | undefined): boolean {
  return min === undefined || max === undefined || min <= max;
}

/**
 * A salary range: `$80k - $120k`; `$80k+` with only a minimum; `Up to $120k` with only a maximum; null when
 * neither is known (the card then shows nothing). Amounts and ranges the form would refuse (a negative amount,
 * a maximum below the minimum, as a live preview meets them while typing) show nothing either, so no screen
 * ever shows a range that could not be posted.
 */
export function formatSalaryRange(min: number | undefined, max: number | undefined): string | null {
  if ((min !== undefined && !isSalaryAmount(min)) || (max !== undefined && !isSalaryAmount(max))) return null;
  if (!isSalaryRangeInOrder(min, max)) return null;
  if (min !== undefined && max !== undefined) {
    return min === max ? formatSalaryK(min) : `${formatSalaryK(min)} - ${formatSalaryK(max)}`;
  }
  if (min !== undefined) return `${formatSalaryK(min)}+`;
  if (max !== undefined) return `Up to ${formatSalaryK(max)}`;
  return null;
}
