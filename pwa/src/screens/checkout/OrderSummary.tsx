import { PLANS, formatPrice, getPlanFeatures, type PaidPlanId } from '@shared/catalog.ts';
import type { CheckoutTerms } from '../../features/billing/checkout-terms.ts';
import { PlanFeatureList } from '../../features/plans/PlanFeatureList.tsx';
import { Badge, Card } from '../../ui/index.ts';

/** The plan being bought, from the catalog: name, price, trial (if any), what it includes and when it is charged. */
export function OrderSummary({ plan, terms }: { plan: PaidPlanId; terms: CheckoutTerms }) {
  const info = PLANS[plan];
  return (
    <Card as="section" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className="text-base font-semibold text-slate-900">
        Order summary
      </h2>
      <div className="mt-4 flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-semibold text-slate-900" data-testid="checkout-plan-name">
          {info.name}
        </p>
        <p className="text-slate-900">
          <span className="text-2xl font-bold" data-testid="checkout-plan-price">
            {formatPrice(info.priceCents)}
          </span>
          <span className="text-sm text-slate-600"> per month</span>
        </p>
      </div>
      {terms.badge && (
        <Badge tone="success" className="mt-2">
          {terms.badge}
        </Badge>
      )}
      <h3 className="mt-5 text-sm font-semibold text-slate-900">What the plan includes</h3>
      <PlanFeatureList features={getPlanFeatures(plan, info.audience)} className="mt-2" />
      <dl className="mt-5 flex flex-col gap-2 border-t border-slate-200 pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Due today</dt>
          <dd className="font-medium text-slate-900">{formatPrice(terms.dueTodayCents)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{terms.nextChargeLabel}</dt>
          <dd className="font-medium text-slate-900">{formatPrice(info.priceCents)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-600">{terms.footnote}</p>
    </Card>
  );
}
