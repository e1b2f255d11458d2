/**
 * Where /subscribe and /checkout send a visitor (spec sections 2 and 8, decisions.md), as pure decisions so the
 * screens stay thin and the order of the checks is tested: the plan first (signing in would not fix a bad
 * link), then the session.
 */
import { SUBSCRIBE_PLAN_TARGETS, type PaidPlanId } from '@shared/catalog.ts';
import { ERROR_TOASTS, type ToastText } from '@shared/messages.ts';
import { checkoutQuerySchema, subscribeQuerySchema } from '@shared/schemas/billing-requests.ts';
import type { CurrentUser } from '@shared/schemas/account.ts';
import { signInPromptPath } from '../auth/sign-in-prompt.ts';

/** Where an invalid plan lands. */
export const PRICING_PATH = '/pricing';

/** A redirect, with the toast that explains it when there is one. */
export interface PlanRedirect {
  to: string;
  toast?: ToastText;
}

/** The checkout URL of a paid plan. */
export function checkoutPath(plan: PaidPlanId): string {
  return `/checkout?plan=${plan}`;
}

/** /subscribe?plan=candidate|employer: the matching plan's checkout, or why not. */
export function decideSubscribe(plan: string | null, user: Pick<CurrentUser, 'userType'> | null): PlanRedirect {
  const query = subscribeQuerySchema.safeParse({ plan: plan ?? undefined });
  if (!query.success) return { to: PRICING_PATH, toast: ERROR_TOASTS.invalidPlan };
  const checkout = checkoutPath(SUBSCRIBE_PLAN_TARGETS[query.data.plan]);
  // Signed out: the sign-in dialog, which leads on to the checkout once signed in.
  if (!user) return { to: signInPromptPath(checkout), toast: ERROR_TOASTS.authenticationRequired };
  return { to: checkout };
}

/** /checkout?plan=…: a redirect, or the paid plan to show. */
export function decideCheckout(
  plan: string | null,
  user: Pick<CurrentUser, 'userType'> | null,
): PlanRedirect | { plan: PaidPlanId } {
  const query = checkoutQuerySchema.safeParse({ plan: plan ?? undefined });
  if (!query.success) return { to: PRICING_PATH, toast: ERROR_TOASTS.invalidPlan };
  if (!user) return { to: signInPromptPath(checkoutPath(query.data.plan)) };
  return { plan: query.data.plan };
}
