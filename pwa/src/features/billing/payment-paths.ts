import type { PaidPlanId } from '@shared/catalog.ts';

/** Where a paid checkout lands (spec section 2): the plan travels in the query, the screen asks the server. */
export function paymentSuccessPath(plan: PaidPlanId): string {
  return `/payment-success?plan=${plan}`;
}
