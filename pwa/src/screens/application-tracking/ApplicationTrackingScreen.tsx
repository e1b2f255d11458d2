import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { CandidateApplications } from '../../features/applications/CandidateApplications.tsx';
import { EmployerApplications } from '../../features/applications/EmployerApplications.tsx';
import { CandidateRecord } from '../../features/candidate-record/CandidateRecord.tsx';
import { session } from '../../state/session.ts';

/**
 * /application-tracking (routes: signed in): a candidate's own applications, or an employer's applications in
 * pipeline tabs with the review dialog. This screen owns the page frame and heading; each half owns its list.
 * For an employer, `?candidate=<id>[&job=<id>]` shows that candidate's full record instead (the spec's routes
 * take no parameters, so the record is a state of this screen).
 */
export function ApplicationTrackingScreen() {
  const { user } = useSnapshot(session);
  const params = new URLSearchParams(useSearch());
  if (!user) return null;
  const isEmployer = user.userType === 'employer';
  const candidateId = params.get('candidate');
  if (isEmployer && candidateId) return <CandidateRecord key={candidateId} candidateId={candidateId} jobId={params.get('job')} />;

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
