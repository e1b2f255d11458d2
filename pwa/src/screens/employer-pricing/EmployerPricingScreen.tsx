import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { listPlansFor, type PaidPlanId } from '@shared/catalog.ts';
import { useManagesBilling } from '../../features/billing/AdminsOnlyBilling.tsx';
import { PaymentModeNotice } from '../../features/billing/PaymentModeNotice.tsx';
import { JobPostingUsage } from '../../features/employer/JobPostingUsage.tsx';
import { ProfileViewUsage } from '../../features/profile-views/ProfileViewUsage.tsx';
import { useJobPostingUsage } from '../../features/employer/use-job-posting-usage.ts';
import { useEmployerJobs, useOwnEmployer } from '../../features/employer/use-own-employer.ts';
import { describeSubscription } from '../../features/plans/subscription-state.ts';
import { useMyAccount } from '../../features/plans/use-my-account.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { Spinner } from '../../ui/index.ts';
import { CurrentPlan } from './CurrentPlan.tsx';
import { EmployerPlanCard } from './EmployerPlanCard.tsx';
import { PlanPayment } from './PlanPayment.tsx';

/**
 * /employer-pricing (routes: employer only): the plan in force from the account document with cancel and
 * resume, this month's job postings for a free employer, and the employer plans of the catalog; choosing one
 * opens the card form in place (spec section 2).
 */
export function EmployerPricingScreen() {
  const { account, isLoading } = useMyAccount();
  const { online } = useSnapshot(syncStatus);
  const { employer } = useOwnEmployer();
  const { jobs } = useEmployerJobs(employer?.id);
  const usage = useJobPostingUsage(jobs);
  const [chosen, setChosen] = useState<PaidPlanId | null>(null);
  // A recruiter or interviewer sees the plans, and CurrentPlan says who can change them.
  const manages = useManagesBilling();
  const paymentRef = useRef<HTMLDivElement>(null);
  const state = account ? describeSubscription(account, new Date()) : null;

  useEffect(() => {
    if (chosen) paymentRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [chosen]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Employer Plans</h1>
        <p className="mt-2 text-sm text-slate-600">
          Post more jobs, interview on video and search every candidate. Every paid plan starts with a free trial.
        </p>
        <PaymentModeNotice className="mt-4" />
      </header>
      {isLoading || !state || !account ? (
        <div className="flex items-center justify-center gap-2 py-16 text-slate-600" role="status" data-loading-screen>
          <Spinner label={null} /> Loading your plan…
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <CurrentPlan state={state} account={account} online={online} />
          {state.planInForce === 'free' && <JobPostingUsage usage={usage} />}
          {state.planInForce === 'free' && <ProfileViewUsage withUpgradeLink={false} />}
          <section aria-labelledby="plans-heading">
            <h2 id="plans-heading" className="mb-4 text-lg font-semibold text-slate-900">
              Choose a plan
            </h2>
            <ul className="grid gap-4 md:grid-cols-3">
              {listPlansFor('employer').map((plan) => (
                <EmployerPlanCard
                  key={plan.id}
                  plan={plan}
                  planInForce={state.planInForce}
                  isChosen={plan.id === chosen}
                  onChoose={manages ? setChosen : undefined}
                />
              ))}
            </ul>
          </section>
          {chosen && manages && state.planInForce === 'free' && (
            <div ref={paymentRef} className="scroll-mt-20">
              <PlanPayment plan={chosen} onClose={() => setChosen(null)} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
