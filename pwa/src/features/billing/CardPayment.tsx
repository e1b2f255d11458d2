import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { PaidPlanId } from '@shared/catalog.ts';
import { ERROR_TOASTS, type ToastText } from '@shared/messages.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { Button, NeedsConnection, Spinner, toast } from '../../ui/index.ts';
import { paymentSuccessPath } from './payment-paths.ts';
import { TestCardForm } from './TestCardForm.tsx';
import { useBillingConfig } from './use-billing-config.ts';
import { useCheckoutIntent } from './use-checkout-intent.ts';

const loadStripeForm = () => import('./StripePaymentForm.tsx');
const StripePaymentForm = lazy(async () => ({ default: (await loadStripeForm()).StripePaymentForm }));

/**
 * The card step of a paid plan, used by /checkout and /employer-pricing: asks the server for a SetupIntent,
 * then shows test mode's card form or Stripe's Payment Element; once the server has started the plan, says so
 * and goes to /payment-success. Offline it says a connection is needed and keeps nothing to send later.
 */
export function CardPayment({ plan, submitLabel, successToast }: { plan: PaidPlanId; submitLabel: string; successToast: ToastText }) {
  const [, navigate] = useLocation();
  const { online } = useSnapshot(syncStatus);
  const config = useBillingConfig(online);
  const { state, retry } = useCheckoutIntent(plan, online);
  const onPaid = () => {
    toast({ ...successToast, variant: 'success' });
    navigate(paymentSuccessPath(plan));
  };

  useEffect(() => {
    if (config?.provider === 'stripe') void loadStripeForm();
  }, [config?.provider]);

  if (!online) return <NeedsConnection what="Checkout" />;
  // The screen's PaymentModeNotice says why; no card form and no "could not be prepared".
  if (config?.provider === 'off') return <p className="text-sm text-slate-700">No card can be entered here.</p>;
  switch (state.status) {
    case 'waiting':
      return (
        <p className="flex items-center gap-2 py-6 text-sm text-slate-600" role="status">
          <Spinner label={null} /> Preparing your payment…
        </p>
      );
    case 'already-subscribed':
      return <p className="text-sm text-slate-700">{state.message}</p>;
    case 'failed':
      return (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-slate-700">The payment could not be prepared.</p>
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </div>
      );
  }
  const { intent } = state;
  if (intent.provider === 'test') {
    return <TestCardForm setupIntentId={intent.setupIntentId} submitLabel={submitLabel} onPaid={onPaid} />;
  }
  const publishableKey = intent.publishableKey ?? config?.publishableKey;
  if (!publishableKey) return <p className="text-sm text-red-700">{ERROR_TOASTS.paymentInitFailed.description}</p>;
  return (
    <Suspense
      fallback={
        <p className="flex items-center gap-2 py-6 text-sm text-slate-600" role="status">
          <Spinner label={null} /> Loading the secure card form…
        </p>
      }
    >
      <StripePaymentForm
        intent={intent}
        publishableKey={publishableKey}
        returnPath={paymentSuccessPath(plan)}
        submitLabel={submitLabel}
        onPaid={onPaid}
      />
    </Suspense>
  );
}
