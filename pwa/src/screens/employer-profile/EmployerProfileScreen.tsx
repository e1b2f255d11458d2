import { COMPANY_MENU_TEXTS } from '@shared/messages.ts';
import { COMPANY_ROLE_LABELS } from '@shared/schemas/company.ts';
import { useCompany } from '../../features/company/use-company.ts';
import { CompanyProfileForm } from '../../features/employer/CompanyProfileForm.tsx';
import { useOwnEmployer } from '../../features/employer/use-own-employer.ts';
import { RefusedDrafts } from '../../features/sync/RefusedDrafts.tsx';
import { Spinner } from '../../ui/index.ts';

/**
 * /employer-profile: create the company profile, or edit the one this employer has (routes: employer only). The
 * profile is the company admins' (issue 47): a recruiter or an interviewer who comes here reads whose it is,
 * without the form (the server refuses their writes of it too).
 */
export function EmployerProfileScreen() {
  const { user, employer, isLoading } = useOwnEmployer();
  const { company } = useCompany();
  if (!user) return null;
  const membership = company?.company;
  if (membership && membership.role !== 'admin') {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
        <header className="mb-6">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{employer?.companyName || membership.name}</h1>
          <p className="mt-2 text-sm text-slate-600">{COMPANY_MENU_TEXTS.companyLine(membership.name, COMPANY_ROLE_LABELS[membership.role])}</p>
        </header>
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset" role="status" data-testid="company-profile-admins-only">
          {COMPANY_MENU_TEXTS.profileIsAdmins}
        </p>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {employer ? 'Edit Company Profile' : 'Create Company Profile'}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {employer
            ? 'Keep your company details current; candidates see them on every job you post.'
            : 'Tell candidates who you are. You need a company profile before you can post jobs.'}
        </p>
      </header>
      <div className="mb-6 empty:hidden">
        <RefusedDrafts
          collection="employers"
          present={{ title: (d) => String(d.companyName ?? 'Company profile'), body: (d) => String(d.description ?? '') }}
        />
      </div>
      {isLoading ? (
        <div className="flex items-center justify-center gap-2 py-16 text-slate-600" role="status" data-loading-screen>
          <Spinner label={null} /> Loading your company profile…
        </div>
      ) : (
        <CompanyProfileForm employer={employer} userId={user.id} />
      )}
    </div>
  );
}
