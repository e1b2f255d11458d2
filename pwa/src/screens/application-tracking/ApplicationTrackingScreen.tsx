import { useSnapshot } from 'valtio';
import { CandidateApplications } from '../../features/applications/CandidateApplications.tsx';
import { EmployerApplications } from '../../features/applications/EmployerApplications.tsx';
import { session } from '../../state/session.ts';

/**
 * /application-tracking (routes: signed in): a candidate's own applications, or an employer's applications in
 * pipeline tabs with the review dialog. This screen owns the page frame and heading; each half owns its list.
 */
export function ApplicationTrackingScreen() {
  const { user } = useSnapshot(session);
  if (!user) return null;
  const isEmployer = user.userType === 'employer';

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {isEmployer ? 'Applications' : 'My Applications'}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {isEmployer
            ? 'Review candidates and move them through your hiring pipeline.'
            : 'Follow every application from Pending Review to a decision.'}
        </p>
      </header>
      {isEmployer ? <EmployerApplications /> : <CandidateApplications />}
    </div>
  );
}
