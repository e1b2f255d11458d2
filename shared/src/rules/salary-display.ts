/** Salaries as cards show them: whole thousands of dollars, `$85k` (spec section 9). */

/** A salary in dollars as `$Nk`, rounded to the nearest thousand: 85000 is `$85k`, 84500 is `$85k`. */
export function formatSalaryK(amount: number): string {
  return `$${Math.round(amount / 1000)}k`;
}

/**
 * A salary range: `$80k - $120k`; `$80k+` with only a minimum; `Up to $120k` with only a maximum; null when
 * neither is known (the card then shows nothing).
 */
export function formatSalaryRange(min: number | undefined, max: number | undefined): string | null {
  if (min !== undefined && max !== undefined) {
    return min === max ? formatSalaryK(min) : `${formatSalaryK(min)} - ${formatSalaryK(max)}`;
  }
  if (min !== undefined) return `${formatSalaryK(min)}+`;
  if (max !== undefined) return `Up to ${formatSalaryK(max)}`;
  return null;
}
