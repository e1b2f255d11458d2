import { CompanyProfileForm } from '../../features/employer/CompanyProfileForm.tsx';
import { useOwnEmployer } from '../../features/employer/use-own-employer.ts';
import { RefusedDrafts } from '../../features/sync/RefusedDrafts.tsx';
import { Spinner } from '../../ui/index.ts';

/** /employer-profile: create the company profile, or edit the one this employer has (routes: employer only). */
export function EmployerProfileScreen() {
  const { user, employer, isLoading } = useOwnEmployer();
  if (!user) return null;

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
