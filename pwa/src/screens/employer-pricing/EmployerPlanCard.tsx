import { formatPrice, getPlanFeatures, isPaidPlanId, type PlanInfo } from '@shared/catalog.ts';
import type { PlanId } from '@shared/schemas/account.ts';
import { PlanFeatureList } from '../../features/plans/PlanFeatureList.tsx';
import { checkoutPath } from '../../features/plans/plan-routes.ts';
import { Badge, ButtonLink, cx } from '../../ui/index.ts';

/** One employer plan: price, trial, features, and 'Current plan' or the way to its checkout. */
export function EmployerPlanCard({ plan, planInForce }: { plan: PlanInfo; planInForce: PlanId }) {
  const isCurrent = plan.id === planInForce;
  const isFree = plan.id === 'free';
  const headingId = `plan-${plan.id}-heading`;
  return (
    <li
      aria-labelledby={headingId}
      className={cx(
        'flex flex-col rounded-2xl border bg-white p-5 shadow-sm',
        isCurrent ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
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
      {isPaidPlanId(plan.id) && !isCurrent && (
        <ButtonLink href={checkoutPath(plan.id)} className="mt-5 w-full">
          {planInForce === 'free' ? `Upgrade to ${plan.name}` : `Switch to ${plan.name}`}
        </ButtonLink>
      )}
    </li>
  );
}
