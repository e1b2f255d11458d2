import { PAID_PLAN_IDS, PLANS, formatPlanPrice, type PaidPlanId } from '@shared/catalog.ts';
import type { UserType } from '@shared/schemas/common.ts';
import { checkoutPath } from '../../features/plans/plan-routes.ts';
import { ButtonLink, Card } from '../../ui/index.ts';

const ROLE_NAMES: Record<UserType, string> = { candidate: 'job seekers', employer: 'employers' };

/** A plan for the other role: say whose it is and offer the plans that fit this user instead. */
export function PlanMismatch({ plan, userType }: { plan: PaidPlanId; userType: UserType }) {
  const audience = PLANS[plan].audience;
  const fitting = PAID_PLAN_IDS.filter((id) => PLANS[id].audience === userType);
  return (
    <Card as="section" aria-labelledby="plan-mismatch-heading">
      <h2 id="plan-mismatch-heading" className="text-base font-semibold text-slate-900">
        {PLANS[plan].name} is for {ROLE_NAMES[audience]}
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        Your account is set up for {ROLE_NAMES[userType]}. {fitting.length === 1 ? 'This plan fits' : 'These plans fit'} you
        instead:
      </p>
      <ul className="mt-4 flex flex-col gap-3">
        {fitting.map((id) => (
          <li
            key={id}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div>
              <p className="font-medium text-slate-900">{PLANS[id].name}</p>
              <p className="text-sm text-slate-600">{formatPlanPrice(id)}</p>
            </div>
            <ButtonLink href={checkoutPath(id)} className="w-full sm:w-fit">
              Choose {PLANS[id].name}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Card>
  );
}
