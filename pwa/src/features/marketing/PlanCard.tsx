import { useSnapshot } from 'valtio';
import { getPlanFeatures, isPaidPlanId, type PlanInfo } from '@shared/catalog.ts';
import type { UserType } from '@shared/schemas/common.ts';
import { Badge, ButtonLink, cx } from '../../ui/index.ts';
import { session } from '../../state/session.ts';
import { MarketingIcon } from './MarketingIcon.tsx';
import { describePrice, describeTrial } from './plan-rows.ts';
import { SubscribeButton } from './SubscribeButton.tsx';

/**
 * One plan as a card: name, catalog price, trial, feature list and its action. Free plans lead to sign-up;
 * paid plans subscribe (the button handles signed-out visitors).
 */
export function PlanCard({
  plan,
  audience,
  isHighlighted = false,
  headingLevel = 'h3',
}: {
  plan: PlanInfo;
  audience: UserType;
  isHighlighted?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  const { amount, period } = describePrice(plan);
  const trial = describeTrial(plan);
  const { user } = useSnapshot(session);
  return (
    <li
      className={cx(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        isHighlighted ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
      )}
      data-plan={plan.id}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="text-lg font-semibold text-slate-900">{plan.name}</Heading>
        {isHighlighted && <Badge tone="brand">Most popular</Badge>}
      </div>
      <p className="mt-4 flex items-baseline gap-1.5">
        <span className="text-4xl font-bold tracking-tight text-slate-900" data-testid="plan-price">
          {amount}
        </span>
        <span className="text-sm text-slate-600">{period}</span>
      </p>
      <p className="mt-1 min-h-5 text-sm font-medium text-green-800">{trial ?? 'No card needed'}</p>
      <ul className="mt-5 grid gap-2.5 text-sm text-slate-700">
        {getPlanFeatures(plan.id, audience).map((feature) => (
          <li key={feature} className="flex gap-2">
            <MarketingIcon name="check" className="size-5 text-green-700" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-1 flex-col justify-end">
        {isPaidPlanId(plan.id) ? (
          <SubscribeButton audience={audience} planId={plan.id} label={`Start ${plan.trialDays}-day free trial`} className="w-full" />
        ) : user ? (
          <p className="text-center text-sm text-slate-600">Included with every account</p>
        ) : (
          <ButtonLink href="/?auth=signup" variant="secondary" className="w-full">
            Sign up free
          </ButtonLink>
        )}
      </div>
    </li>
  );
}
