import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { PLANS, type PaidPlanId } from '@shared/catalog.ts';
import { hasFreeTrial } from '@shared/rules/free-trial.ts';
import type { CurrentUser } from '@shared/schemas/account.ts';
import { checkoutTerms } from '../../features/billing/checkout-terms.ts';
import { PaymentModeNotice } from '../../features/billing/PaymentModeNotice.tsx';
import { decideCheckout } from '../../features/plans/plan-routes.ts';
import { describeSubscription } from '../../features/plans/subscription-state.ts';
import { useMyAccount } from '../../features/plans/use-my-account.ts';
import { useRedirectWithToast } from '../../features/plans/use-redirect-with-toast.ts';
import { session } from '../../state/session.ts';
import { Spinner } from '../../ui/index.ts';
import { CurrentPaidPlan } from './CurrentPaidPlan.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PaymentSection } from './PaymentSection.tsx';
import { PlanMismatch } from './PlanMismatch.tsx';

/**
 * /checkout?plan=… (routes: public, the screen decides, spec section 2): an invalid plan goes to /pricing with
 * 'Invalid Plan', a signed-out visitor to sign in; else the order summary from the catalog and the payment step.
 */
export function CheckoutScreen() {
  const { user } = useSnapshot(session);
  const decision = decideCheckout(new URLSearchParams(useSearch()).get('plan'), user);
  useRedirectWithToast('to' in decision ? decision : null);
  if ('to' in decision || !user) return null;
  return <Checkout plan={decision.plan} user={user} />;
}

function Checkout({ plan, user }: { plan: PaidPlanId; user: CurrentUser }) {
  const { account, isLoading } = useMyAccount();
  const now = new Date();
  const info = PLANS[plan];
  const backTo = user.userType === 'employer' ? '/employer-pricing' : '/pricing';
  const state = account ? describeSubscription(account, now) : null;
  const terms = checkoutTerms(plan, hasFreeTrial(account), now);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Checkout</h1>
        <p className="mt-2 text-sm text-slate-600">{isLoading ? `${info.name}.` : terms.headline}</p>
        <PaymentModeNotice className="mt-4" />
      </header>
      {info.audience !== user.userType ? (
        <PlanMismatch plan={plan} userType={user.userType} />
      ) : isLoading ? (
        <div className="flex items-center justify-center gap-2 py-16 text-slate-600" role="status" data-loading-screen>
          <Spinner label={null} /> Loading your plan…
        </div>
      ) : state && state.planInForce !== 'free' ? (
        <CurrentPaidPlan plan={plan} state={state} backTo={backTo} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
          <OrderSummary plan={plan} terms={terms} />
          <PaymentSection plan={plan} terms={terms} />
        </div>
      )}
    </div>
  );
}
