import { PLANS, formatPlanPrice, type PaidPlanId } from '@shared/catalog.ts';
import { SUCCESS_TOASTS } from '@shared/messages.ts';
import { CardPayment } from '../../features/billing/CardPayment.tsx';
import { Button, Card } from '../../ui/index.ts';

/** The spec's inline card payment form for the chosen employer plan (the same card step as /checkout). */
export function PlanPayment({ plan, onClose }: { plan: PaidPlanId; onClose: () => void }) {
  const info = PLANS[plan];
  return (
    <Card as="section" id="plan-payment" aria-labelledby="plan-payment-heading">
      <div className="mb-4 flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="plan-payment-heading" className="text-base font-semibold text-slate-900">
            Pay for {info.name}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {info.trialDays}-day free trial, then {formatPlanPrice(plan)}. Your card is charged only when the trial ends.
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      <div className="max-w-md">
        <CardPayment
          key={plan}
          plan={plan}
          submitLabel={`Start ${info.trialDays}-day free trial`}
          successToast={{ ...SUCCESS_TOASTS.employerPremiumWelcome, description: `Your free trial of ${info.name} has started.` }}
        />
      </div>
    </Card>
  );
}
