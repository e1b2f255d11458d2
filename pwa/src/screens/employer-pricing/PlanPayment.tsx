import { PLANS, type PaidPlanId } from '@shared/catalog.ts';
import { SUCCESS_TOASTS } from '@shared/messages.ts';
import { hasFreeTrial } from '@shared/rules/free-trial.ts';
import { CardPayment } from '../../features/billing/CardPayment.tsx';
import { checkoutTerms } from '../../features/billing/checkout-terms.ts';
import { useMyAccount } from '../../features/plans/use-my-account.ts';
import { Button, Card } from '../../ui/index.ts';

/** The spec's inline card payment form for the chosen employer plan (the same card step as /checkout). */
export function PlanPayment({ plan, onClose }: { plan: PaidPlanId; onClose: () => void }) {
  const info = PLANS[plan];
  const { account } = useMyAccount();
  const terms = checkoutTerms(plan, hasFreeTrial(account), new Date());
  return (
    <Card as="section" id="plan-payment" aria-labelledby="plan-payment-heading">
      <div className="mb-4 flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="plan-payment-heading" className="text-base font-semibold text-slate-900">
            Pay for {info.name}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{terms.summary}</p>
        </div>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      <div className="max-w-md">
        <CardPayment
          key={plan}
          plan={plan}
          submitLabel={terms.submitLabel}
          successToast={{ ...SUCCESS_TOASTS.employerPremiumWelcome, description: terms.startedDescription }}
        />
      </div>
    </Card>
  );
}
