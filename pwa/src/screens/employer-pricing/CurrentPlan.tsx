import { PLANS } from '@shared/catalog.ts';
import { AdminsOnlyBilling, useManagesBilling } from '../../features/billing/AdminsOnlyBilling.tsx';
import { SubscriptionActions } from '../../features/billing/SubscriptionActions.tsx';
import type { PlanAccount, SubscriptionState } from '../../features/plans/subscription-state.ts';
import { Badge, Card } from '../../ui/index.ts';

/**
 * The plan in force and what happens next (trial end, renewal or end after cancelling), from the account
 * document, with the spec's cancel action (and resume, while a cancelled plan is still running).
 */
export function CurrentPlan({ state, account, online }: { state: SubscriptionState; account: PlanAccount; online: boolean }) {
  const isPaid = state.planInForce !== 'free';
  const manages = useManagesBilling();
  return (
    <Card as="section" aria-labelledby="current-plan-heading" data-testid="current-plan">
      <h2 id="current-plan-heading" className="text-sm font-medium text-slate-600">
        Current plan
      </h2>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <p className="text-xl font-semibold text-slate-900">{PLANS[state.planInForce].name}</p>
        {isPaid && <Badge tone={state.tone}>{state.label}</Badge>}
      </div>
      {state.detail && <p className="mt-2 text-sm text-slate-600">{state.detail}</p>}
      {!manages && <AdminsOnlyBilling className="mt-4" />}
      {isPaid && manages && (
        <div className="mt-4">
          <SubscriptionActions account={account} online={online} />
        </div>
      )}
    </Card>
  );
}
