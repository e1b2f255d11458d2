import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { PLANS, isPaidPlanId } from '@shared/catalog.ts';
import type { UserType } from '@shared/schemas/common.ts';
import { PaymentModeNotice } from '../../features/billing/PaymentModeNotice.tsx';
import { PlanFeatureList } from '../../features/plans/PlanFeatureList.tsx';
import { useServerSubscription } from '../../features/billing/use-server-subscription.ts';
import { describeSubscription, type SubscriptionState } from '../../features/plans/subscription-state.ts';
import { useMyAccount } from '../../features/plans/use-my-account.ts';
import { dashboardPath, session } from '../../state/session.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { Badge, ButtonLink, Card, cx } from '../../ui/index.ts';

/** Spec section 2: what premium brings each role. */
const BENEFITS: Record<UserType, readonly string[]> = {
  candidate: ['Unlimited applications', 'Priority in employer search results', 'Advanced AI matching'],
  employer: ['Unlimited job postings', 'Built-in video interviews', 'Advanced candidate search'],
};

/**
 * The second button: candidates browse jobs; employers find candidates. The spec points both at /browse-jobs,
 * but that screen is for candidates only, so employers go to /find-talent, where candidates are found.
 */
const NEXT_STEP: Record<UserType, { href: string; label: string }> = {
  candidate: { href: '/browse-jobs', label: 'Browse Jobs' },
  employer: { href: '/find-talent', label: 'Find Candidates' },
};

/**
 * /payment-success?plan=… (routes: signed in): where checkout lands. The plan named in the link is only what
 * was bought; whether it is in force is the server's, so the screen waits for the account document (or, while
 * that has not arrived, the server's subscription answer) to show the plan, and says it is confirming until then.
 */
export function PaymentSuccessScreen() {
  const { user } = useSnapshot(session);
  const planParam = new URLSearchParams(useSearch()).get('plan');
  const { online } = useSnapshot(syncStatus);
  const { account } = useMyAccount();
  const plan = isPaidPlanId(planParam) ? planParam : null;
  const now = new Date();
  const isBought = (state: SubscriptionState | null) =>
    state !== null && state.planInForce !== 'free' && (plan === null || state.planInForce === plan);
  const accountState = account ? describeSubscription(account, now) : null;
  const server = useServerSubscription(user?.id ?? '', Boolean(user) && !isBought(accountState), online);
  const serverState = server ? describeSubscription(server, now) : null;
  if (!user) return null;

  const planName = plan ? PLANS[plan].name : 'Premium Plan';
  // The account document when it has the plan, else the server's answer; never the query string alone.
  const state = isBought(accountState) ? accountState : isBought(serverState) ? serverState : (accountState ?? serverState);
  const isConfirmed = isBought(state);
  const next = NEXT_STEP[user.userType];

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-14">
      <Card className="text-center">
        <div
          className={cx(
            'mx-auto flex size-14 items-center justify-center rounded-full',
            isConfirmed ? 'bg-green-50 text-green-700' : 'bg-brand-50 text-brand-700',
          )}
          aria-hidden="true"
        >
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} className="size-7">
            {isConfirmed ? (
              <path strokeLinecap="round" strokeLinejoin="round" d="m4.5 12.75 6 6 9-13.5" />
            ) : (
              <path strokeLinecap="round" strokeLinejoin="round" d="M12 6v6h4.5m4.5 0a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />
            )}
          </svg>
        </div>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {isConfirmed ? `Welcome to ${planName}!` : `Thank you for choosing ${planName}`}
        </h1>
        <div className="mt-3 flex flex-col items-center gap-2 text-sm text-slate-600" data-testid="plan-state" aria-live="polite">
          {isConfirmed && state ? (
            <>
              <Badge tone={state.tone}>{state.label}</Badge>
              {state.detail && <p>{state.detail}</p>}
            </>
          ) : !state ? (
            <p>{online ? 'Checking your plan…' : 'You are offline. Your plan shows here once you are back online.'}</p>
          ) : (
            <p className="max-w-md">
              Your account still shows the Free plan. As soon as the payment is confirmed, your plan updates here on
              its own.
            </p>
          )}
        </div>
        <PaymentModeNotice className="mx-auto mt-4 max-w-md" />
        <section aria-labelledby="benefits-heading" className="mx-auto mt-6 max-w-sm text-left">
          <h2 id="benefits-heading" className="text-sm font-semibold text-slate-900">
            What premium gives you
          </h2>
          <PlanFeatureList features={BENEFITS[user.userType]} className="mt-2" />
        </section>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <ButtonLink href={dashboardPath(user.userType)}>Go to Dashboard</ButtonLink>
          <ButtonLink href={next.href} variant="secondary">
            {next.label}
          </ButtonLink>
        </div>
      </Card>
    </div>
  );
}
