import { PLANS, VIDEO_INTERVIEW_PLAN, formatPlanPrice } from '@shared/catalog.ts';
import { ButtonLink } from '../../ui/index.ts';

/** Video interviews are a premium employer feature (spec section 6): what a free employer sees instead of scheduling. */
export function PremiumBanner() {
  const plan = PLANS[VIDEO_INTERVIEW_PLAN];
  return (
    <section
      aria-labelledby="interview-premium-title"
      className="flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div>
        <h2 id="interview-premium-title" className="text-base font-semibold text-slate-900">
          Video interviews are a premium feature
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Schedule and run interviews with built-in video calls on {plan.name}, {formatPlanPrice(VIDEO_INTERVIEW_PLAN)} with
          a {plan.trialDays}-day free trial.
        </p>
      </div>
      <ButtonLink href="/employer-pricing" className="self-start sm:self-center">
        Upgrade to {plan.name}
      </ButtonLink>
    </section>
  );
}
