import { PLANS, type PaidPlanId } from '@shared/catalog.ts';
import type { SubscriptionState } from '../../features/plans/subscription-state.ts';
import { Badge, ButtonLink, Card } from '../../ui/index.ts';

/**
 * A paid plan is already in force, so no second subscription starts here: the same plan is simply shown, and
 * another one waits until this one ends (there is no plan change call; two subscriptions would both charge).
 */
export function CurrentPaidPlan({ plan, state, backTo }: { plan: PaidPlanId; state: SubscriptionState; backTo: string }) {
  const current = PLANS[state.planInForce].name;
  return (
    <Card as="section" aria-labelledby="current-plan-heading">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="current-plan-heading" className="text-base font-semibold text-slate-900">
          You already have {current}
        </h2>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      {state.detail && <p className="mt-2 text-sm text-slate-600">{state.detail}</p>}
      {state.planInForce !== plan && (
        <p className="mt-2 text-sm text-slate-600">
          Changing plans online is not available yet: cancel {current} in Settings, and choose {PLANS[plan].name} once it
          has ended.
        </p>
      )}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href={backTo} variant="secondary" className="w-full sm:w-fit">
          Back to pricing
        </ButtonLink>
        <ButtonLink href="/settings" variant="ghost" className="w-full sm:w-fit">
          Manage subscription
        </ButtonLink>
      </div>
    </Card>
  );
}
