import { listPlansFor } from '@shared/catalog.ts';
import { JobPostingUsage } from '../../features/employer/JobPostingUsage.tsx';
import { useJobPostingUsage } from '../../features/employer/use-job-posting-usage.ts';
import { useEmployerJobs, useOwnEmployer } from '../../features/employer/use-own-employer.ts';
import { describeSubscription } from '../../features/plans/subscription-state.ts';
import { useMyAccount } from '../../features/plans/use-my-account.ts';
import { Spinner } from '../../ui/index.ts';
import { CurrentPlan } from './CurrentPlan.tsx';
import { EmployerPlanCard } from './EmployerPlanCard.tsx';

/**
 * /employer-pricing (routes: employer only): the plan in force from the account document, this month's job
 * postings for a free employer, and the employer plans of the catalog with their upgrade buttons.
 */
export function EmployerPricingScreen() {
  const { account, isLoading } = useMyAccount();
  const { employer } = useOwnEmployer();
  const { jobs } = useEmployerJobs(employer?.id);
  const usage = useJobPostingUsage(jobs);
  const state = account ? describeSubscription(account, new Date()) : null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Employer Plans</h1>
        <p className="mt-2 text-sm text-slate-600">
          Post more jobs, interview on video and search every candidate. Every paid plan starts with a free trial.
        </p>
      </header>
      {isLoading || !state ? (
        <div className="flex items-center justify-center gap-2 py-16 text-slate-600" role="status">
          <Spinner label={null} /> Loading your plan…
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <CurrentPlan state={state} />
          {state.planInForce === 'free' && <JobPostingUsage usage={usage} />}
          <section aria-labelledby="plans-heading">
            <h2 id="plans-heading" className="mb-4 text-lg font-semibold text-slate-900">
              Choose a plan
            </h2>
            <ul className="grid gap-4 md:grid-cols-3">
              {listPlansFor('employer').map((plan) => (
                <EmployerPlanCard key={plan.id} plan={plan} planInForce={state.planInForce} />
              ))}
            </ul>
          </section>
        </div>
      )}
    </div>
  );
}
