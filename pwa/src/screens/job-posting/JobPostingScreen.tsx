import { useSearchParams } from 'wouter';
import { JOB_EDIT_TEXTS } from '@shared/messages.ts';
import type { Job } from '@shared/schemas/job.ts';
import { JobPostingForm } from '../../features/employer/JobPostingForm.tsx';
import type { JobFormMode } from '../../features/employer/job-doc.ts';
import { JobPostingUsage } from '../../features/employer/JobPostingUsage.tsx';
import { useJobPostingUsage } from '../../features/employer/use-job-posting-usage.ts';
import { useEmployerJobs, useOwnEmployer } from '../../features/employer/use-own-employer.ts';
import { RefusedDrafts } from '../../features/sync/RefusedDrafts.tsx';
import { ButtonLink, EmptyState, Spinner } from '../../ui/index.ts';

const TITLES = { new: 'Post a Job', edit: JOB_EDIT_TEXTS.editTitle, duplicate: JOB_EDIT_TEXTS.duplicateTitle } as const;
const INTROS = {
  new: 'Describe the role; candidates see it and their match score as soon as it is published.',
  edit: JOB_EDIT_TEXTS.editIntro,
  duplicate: JOB_EDIT_TEXTS.duplicateIntro,
} as const;

/** `?edit=<id>` and `?duplicate=<id>` name one of the employer's jobs; anything else is a new posting. */
function useFormMode(jobs: readonly Job[]): { kind: JobFormMode['kind']; mode: JobFormMode | null } {
  const [params] = useSearchParams();
  const kind = params.get('edit') ? 'edit' : params.get('duplicate') ? 'duplicate' : 'new';
  if (kind === 'new') return { kind, mode: { kind } };
  const job = jobs.find((j) => j.id === params.get(kind));
  return { kind, mode: job ? { kind, job } : null };
}

/**
 * /job-posting (routes: employer only): the job form once a company profile exists, else a prompt to complete
 * it. Usage of the free plan is counted from the jobs on this device, so the limit is known offline too.
 */
export function JobPostingScreen() {
  const { employer, isLoading } = useOwnEmployer();
  const { jobs, loading: isLoadingJobs } = useEmployerJobs(employer?.id);
  const usage = useJobPostingUsage(jobs);
  const { kind, mode } = useFormMode(jobs);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{TITLES[kind]}</h1>
        <p className="mt-2 text-sm text-slate-600">{INTROS[kind]}</p>
      </header>
      {isLoading || (!mode && isLoadingJobs) ? (
        <div className="flex items-center justify-center gap-2 py-16 text-slate-600" role="status" data-loading-screen>
          <Spinner label={null} /> Loading your company profile…
        </div>
      ) : !employer ? (
        <EmptyState
          title="Complete your company profile first"
          description="Jobs are posted in your company's name, so candidates need to know who you are before you can post."
          action={<ButtonLink href="/employer-dashboard">Complete Profile</ButtonLink>}
        />
      ) : !mode ? (
        <EmptyState title={JOB_EDIT_TEXTS.notFound} action={<ButtonLink href="/employer-dashboard">Back to dashboard</ButtonLink>} />
      ) : (
        <div className="flex flex-col gap-6">
          <RefusedDrafts
            collection="jobs"
            present={{ title: (d) => String(d.title), body: (d) => String(d.description) }}
          />
          {kind !== 'edit' && <JobPostingUsage usage={usage} />}
          {/* Keyed by the job it starts from: a new form for another job; the same job's changes flow into it. */}
          <JobPostingForm key={`${kind}:${mode.kind === 'new' ? '' : mode.job.id}`} employer={employer} usage={usage} mode={mode} />
        </div>
      )}
    </div>
  );
}
