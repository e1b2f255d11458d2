import { TEAM_REFUSALS } from '@shared/messages.ts';
import { useCompany } from '../company/use-company.ts';

/**
 * Whether the signed-in user may change the plan (issue 47): a company's plan is its admins' to manage, so a
 * recruiter or interviewer reads it and no more. Anyone outside a company manages their own.
 */
export function useManagesBilling(): boolean {
  const { company } = useCompany();
  const role = company?.company?.role;
  return !role || role === 'admin';
}

/** Said where a member who is not an admin would otherwise find plan and billing actions. */
export function AdminsOnlyBilling({ className = '' }: { className?: string }) {
  return (
    <p className={`rounded-xl border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800 ${className}`} role="note" data-testid="admins-only-billing">
      {TEAM_REFUSALS.adminsOnlyBilling}
    </p>
  );
}
