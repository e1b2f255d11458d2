import { PLANS, SUBSCRIBE_PLAN_TARGETS, TRIAL_DAYS } from '@shared/catalog.ts';
import { PRICING_PROMISES } from '../../features/marketing/marketing-claims.ts';
import { PageSection } from '../../features/marketing/PageSection.tsx';
import { describePrice } from '../../features/marketing/plan-rows.ts';
import { ButtonLink } from '../../ui/index.ts';

const HEADLINE_PLANS = [
  { audience: 'Job seekers', plan: PLANS[SUBSCRIBE_PLAN_TARGETS.candidate] },
  { audience: 'Employers', plan: PLANS[SUBSCRIBE_PLAN_TARGETS.employer] },
];

/** A pricing teaser: free to start, the two headline plans with catalog prices, and the way to /pricing. */
export function LandingPricing() {
  return (
    <PageSection
      title="Free to start, fair when you grow"
      intro={`Both sides can use HireSync for free. Paid plans unlock unlimited use and start with a ${TRIAL_DAYS}-day free trial.`}
      tone="white"
    >
      <ul className="mx-auto grid max-w-3xl gap-4 sm:grid-cols-2">
        {HEADLINE_PLANS.map(({ audience, plan }) => {
          const { amount, period } = describePrice(plan);
          return (
            <li key={plan.id} className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center" data-plan={plan.id}>
              <p className="text-sm font-medium text-brand-700">{audience}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{plan.name}</h3>
              <p className="mt-3">
                <span className="text-4xl font-bold tracking-tight text-slate-900" data-testid="plan-price">
                  {amount}
                </span>{' '}
                <span className="text-sm text-slate-600">{period}</span>
              </p>
            </li>
          );
        })}
      </ul>
      <p className="mt-6 text-center text-sm text-slate-700">{PRICING_PROMISES.join(' · ')}</p>
      <div className="mt-6 text-center">
        <ButtonLink href="/pricing">Compare all plans</ButtonLink>
      </div>
    </PageSection>
  );
}
