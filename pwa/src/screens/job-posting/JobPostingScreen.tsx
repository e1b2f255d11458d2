import { JobPostingForm } from '../../features/employer/JobPostingForm.tsx';
import { JobPostingUsage } from '../../features/employer/JobPostingUsage.tsx';
import { useJobPostingUsage } from '../../features/employer/use-job-posting-usage.ts';
import { useEmployerJobs, useOwnEmployer } from '../../features/employer/use-own-employer.ts';
import { RefusedDrafts } from '../../features/sync/RefusedDrafts.tsx';
import { ButtonLink, EmptyState, Spinner } from '../../ui/index.ts';

/**
 * /job-posting (routes: employer only): the job form once a company profile exists, else a prompt to complete
 * it. Usage of the free plan is counted from the jobs on this device, so the limit is known offline too.
 */
export function JobPostingScreen() {
  const { employer, isLoading } = useOwnEmployer();
  const { jobs } = useEmployerJobs(employer?.id);
  const usage = useJobPostingUsage(jobs);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Post a Job</h1>
        <p className="mt-2 text-sm text-slate-600">
          Describe the role; candidates see it and their match score as soon as it is published.
        </p>
      </header>
      {isLoading ? (
        <div className="flex items-center justify-center gap-2 py-16 text-slate-600" role="status">
          <Spinner label={null} /> Loading your company profile…
        </div>
      ) : !employer ? (
        <EmptyState
          title="Complete your company profile first"
          description="Jobs are posted in your company's name, so candidates need to know who you are before you can post."
          action={<ButtonLink href="/employer-dashboard">Complete Profile</ButtonLink>}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <RefusedDrafts
            collection="jobs"
            present={{ title: (d) => String(d.title), body: (d) => String(d.description) }}
          />
          <JobPostingUsage usage={usage} />
          <JobPostingForm employer={employer} usage={usage} />
        </div>
      )}
    </div>
  );
}
