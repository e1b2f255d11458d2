import { useMemo } from 'react';
import { takeNewest } from '@shared/rules/recent-items.ts';
import { useMyCandidate } from '../candidates/use-my-candidate.ts';
import { RefusedDrafts, type DraftPresenter } from '../sync/RefusedDrafts.tsx';
import { ButtonLink, EmptyState, Spinner } from '../../ui/index.ts';
import { CandidateApplicationCard } from './CandidateApplicationCard.tsx';
import { useMyApplications } from './use-my-applications.ts';

function Loading() {
  return (
    <div className="flex items-center justify-center gap-2 py-16 text-slate-600" role="status">
      <Spinner label={null} /> Loading applications…
    </div>
  );
}

function NoApplications() {
  return (
    <EmptyState
      title="No applications yet"
      description="Jobs you apply to appear here, with every step the employer takes."
      action={<ButtonLink href="/browse-jobs">Browse Jobs</ButtonLink>}
    />
  );
}

/** A refused application: the job it was for (the device copies the title into it) and the cover letter. */
const REFUSED_APPLICATION: DraftPresenter = {
  title: (doc) => `Application to ${String(doc.jobTitle || doc.jobId)}`,
  body: (doc) => String(doc.coverLetter ?? ''),
};

/**
 * The candidate's half of /application-tracking: applications the server refused (kept as drafts) first, then
 * every application, newest first, each with its status and timeline. The page heading is the screen's.
 */
export function CandidateApplications() {
  const { candidate, loading } = useMyCandidate();
  return (
    <div className="flex flex-col gap-6">
      <RefusedDrafts collection="applications" present={REFUSED_APPLICATION} />
      {loading ? <Loading /> : candidate ? <ApplicationList key={candidate.id} candidateId={candidate.id} /> : <NoApplications />}
    </div>
  );
}

/**
 * Mounted once the candidate is known, so its live query starts with its final selector: RxDB's query hook
 * never clears `loading` after its query changes.
 */
function ApplicationList({ candidateId }: { candidateId: string }) {
  const { applications, loading } = useMyApplications(candidateId);
  const sorted = useMemo(() => takeNewest(applications, (application) => application.appliedAt, applications.length), [applications]);
  const viewed = applications.filter((application) => application.viewedAt).length;

  return (
    <>
      {loading ? (
        <Loading />
      ) : sorted.length === 0 ? (
        <NoApplications />
      ) : (
        <section aria-label="Your applications" className="flex flex-col gap-3">
          <p className="text-sm text-slate-600">
            {sorted.length} {sorted.length === 1 ? 'application' : 'applications'} · {viewed} viewed by employers
          </p>
          <ul className="flex flex-col gap-3">
            {sorted.map((application) => (
              <CandidateApplicationCard key={application.id} application={application} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
