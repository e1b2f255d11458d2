/**
 * The complete local job document a 'Post Job' writes. The server takes only the posting's fields and
 * recomputes the rest (owner, dates, counters, company copy); the device fills them provisionally so the job
 * shows on the dashboard at once, offline too.
 */
import type { Employer } from '@shared/schemas/employer.ts';
import type { JobPostingForm } from '@shared/schemas/job-posting-form.ts';
import type { Job } from '@shared/schemas/job.ts';

/** A new, active job of `employer` from the form's values. */
export function toNewJobDoc(values: JobPostingForm, employer: Employer): Job {
  const now = new Date().toISOString();
  const doc: Job = {
    ...values,
    id: crypto.randomUUID(),
    employerId: employer.id,
    isActive: true,
    companyName: employer.companyName,
    companyVerified: employer.isVerified,
    applicationCount: 0,
    postedAt: now,
    updatedAt: now,
  };
  // Stored documents leave absent fields out (an empty salary) rather than holding undefined.
  return Object.fromEntries(Object.entries(doc).filter(([, value]) => value !== undefined)) as Job;
}
