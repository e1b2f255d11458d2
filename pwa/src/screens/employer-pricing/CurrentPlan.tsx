import { PLANS } from '@shared/catalog.ts';
import { CAPABILITY_NOTICES } from '../../features/plans/capabilities.ts';
import type { SubscriptionState } from '../../features/plans/subscription-state.ts';
import { Badge, Card } from '../../ui/index.ts';

/**
 * The plan in force and what happens next (trial end, renewal or end after cancelling), from the account
 * document. The spec's cancel action needs POST /api/cancel-subscription, which the server does not have yet,
 * so a paying employer sees the state and that line instead of a button that could not work.
 */
export function CurrentPlan({ state }: { state: SubscriptionState }) {
  const isPaid = state.planInForce !== 'free';
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
      {isPaid && state.label !== 'Cancelled' && (
        <p className="mt-2 text-sm text-slate-600">{CAPABILITY_NOTICES.cancellation}</p>
      )}
    </Card>
  );
}
