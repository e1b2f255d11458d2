import { formatPrice, getPlanFeatures, isPaidPlanId, type PaidPlanId, type PlanInfo } from '@shared/catalog.ts';
import type { PlanId } from '@shared/schemas/account.ts';
import { PlanFeatureList } from '../../features/plans/PlanFeatureList.tsx';
import { Badge, Button, cx } from '../../ui/index.ts';

/**
 * One employer plan: price, trial, features, and 'Current plan' or the button that opens the card form below.
 * While another paid plan runs there is no button: a second subscription would charge twice.
 */
export function EmployerPlanCard({
  plan,
  planInForce,
  isChosen,
  onChoose,
}: {
  plan: PlanInfo;
  planInForce: PlanId;
  isChosen: boolean;
  /** Absent for a member who cannot change the company's plan: the card then only describes it. */
  onChoose?: (plan: PaidPlanId) => void;
}) {
  const isCurrent = plan.id === planInForce;
  const isFree = plan.id === 'free';
  const headingId = `plan-${plan.id}-heading`;
  return (
    <li
      aria-labelledby={headingId}
      className={cx(
        'flex flex-col rounded-2xl border bg-white p-5 shadow-sm',
        isCurrent || isChosen ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
      )}
      data-testid={`plan-card-${plan.id}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {plan.name}
        </h3>
        {isCurrent && <Badge tone="brand">Current plan</Badge>}
      </div>
      <p className="mt-3 text-slate-900">
        <span className="text-3xl font-bold">{formatPrice(plan.priceCents)}</span>
        <span className="text-sm text-slate-600"> per month</span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-slate-600">
        {isFree ? 'No card needed' : `${plan.trialDays}-day free trial`}
      </p>
      <PlanFeatureList features={getPlanFeatures(plan.id, 'employer')} className="mt-4 flex-1" />
      {onChoose && isPaidPlanId(plan.id) && planInForce === 'free' && (
        <Button className="mt-5 w-full" onClick={() => onChoose(plan.id as PaidPlanId)} aria-expanded={isChosen} aria-controls={isChosen ? 'plan-payment' : undefined}>
          Upgrade to {plan.name}
        </Button>
      )}
    </li>
  );
}
