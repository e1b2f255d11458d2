import { PAID_FEATURES, PLANS, formatPlanPrice, upgradePlanFor, type PaidFeature } from '@shared/catalog.ts';
import { ButtonLink } from '../../ui/index.ts';

/**
 * What a free user sees in place of a paid feature: the feature as /pricing names it, the cheapest plan that
 * includes it with its price and trial (the video-interview banner's wording), and the way to upgrade.
 */
export function UpgradePrompt({ feature, description }: { feature: PaidFeature; description: string }) {
  const planId = upgradePlanFor(feature);
  const plan = PLANS[planId];
  const headingId = `upgrade-${feature}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="min-w-0">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {PAID_FEATURES[feature].label} is a premium feature
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {description} on {plan.name}, {formatPlanPrice(planId)} with a {plan.trialDays}-day free trial.
        </p>
      </div>
      <ButtonLink href={plan.audience === 'employer' ? '/employer-pricing' : '/pricing'} className="self-start sm:self-center">
        Upgrade to {plan.name}
      </ButtonLink>
    </section>
  );
}
