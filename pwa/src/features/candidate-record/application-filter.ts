/** The job filter of a candidate record's applications: which jobs to offer, and what a choice shows. */
import type { Application } from '@shared/schemas/application.ts';

/** The filter value that shows every application. */
export const ALL_JOBS = '';

/** One option per job the candidate applied to, in the order of the applications given (newest first). */
export function listAppliedJobs(applications: readonly Pick<Application, 'jobId' | 'jobTitle'>[]): { value: string; label: string }[] {
  const titles = new Map<string, string>();
  for (const application of applications) if (!titles.has(application.jobId)) titles.set(application.jobId, application.jobTitle);
  return [...titles].map(([value, label]) => ({ value, label }));
}

/**
 * The applications for `jobId`, or all of them for ALL_JOBS or a job none of them is for any more (an
 * application withdrawn or removed on another device leaves no empty list behind a stale filter).
 */
export function filterApplicationsByJob<T extends Pick<Application, 'jobId'>>(applications: readonly T[], jobId: string): readonly T[] {
  const shown = applications.filter((application) => application.jobId === jobId);
  return shown.length === 0 ? applications : shown;
}
