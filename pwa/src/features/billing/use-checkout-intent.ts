/**
 * The SetupIntent a card form confirms, asked for once the screen is open and online. A failure says which
 * spec toast applies (section 8 'Subscribe' row); a 409 (the plan is already in force) is shown in place, not
 * as an error. Offline nothing is asked for, and nothing is queued: payments run only while connected.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { PaidPlanId } from '@shared/catalog.ts';
import { ERROR_TOASTS } from '@shared/messages.ts';
import type { CheckoutIntent } from '@shared/schemas/billing.ts';
import { toast } from '../../ui/index.ts';
import { signInPromptPath } from '../auth/sign-in-prompt.ts';
import { checkoutPath } from '../plans/plan-routes.ts';
import { createCheckoutIntent } from './billing-api.ts';
import { viewCheckoutStartError } from './payment-errors.ts';

export type CheckoutIntentState =
  | { status: 'waiting' }
  | { status: 'ready'; intent: CheckoutIntent }
  | { status: 'already-subscribed'; message: string }
  | { status: 'failed' };

/** The intent for `plan` while `online`; `retry` asks again after a failure. */
export function useCheckoutIntent(plan: PaidPlanId, online: boolean): { state: CheckoutIntentState; retry: () => void } {
  const [, navigate] = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CheckoutIntentState>({ status: 'waiting' });

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    setState({ status: 'waiting' });
    createCheckoutIntent(plan, controller.signal).then(
      (intent) => {
        if (intent.clientSecret) return setState({ status: 'ready', intent });
        setState({ status: 'failed' });
        toast({ ...ERROR_TOASTS.subscriptionFailed, variant: 'destructive' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const view = viewCheckoutStartError(error);
        if ('alreadySubscribed' in view) return setState({ status: 'already-subscribed', message: view.alreadySubscribed });
        setState({ status: 'failed' });
        toast({ ...view.toast, variant: 'destructive' });
        if (view.needsSignIn) navigate(signInPromptPath(checkoutPath(plan)), { replace: true });
      },
    );
    return () => controller.abort();
  }, [plan, online, attempt, navigate]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
