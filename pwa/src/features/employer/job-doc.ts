/**
 * The complete local job document a 'Post Job' writes. The server takes only the posting's fields and
 * recomputes the rest (owner, dates, counters, company copy); the device fills them provisionally so the job
 * shows on the dashboard at once, offline too.
 */
import { compact } from '@shared/rules/document-state.ts';
import type { Employer } from '@shared/schemas/employer.ts';
import { jobPostingFieldsSchema, type JobPostingForm } from '@shared/schemas/job-posting-form.ts';
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
  return compact(doc) as Job;
}

/** Which job the form starts from: a new one, an edit of a posted job, or a copy of one posted as new. */
export type JobFormMode = { kind: 'new' } | { kind: 'edit'; job: Job } | { kind: 'duplicate'; job: Job };

/** The posting form's fields, read from its schema so a field added there is edited and patched too. */
const FORM_FIELDS = jobPostingFieldsSchema.keyof().options;

/** The form's starting values for a posted job (its posting fields only). */
export function toJobFormValues(job: Job): Partial<JobPostingForm> {
  return Object.fromEntries(FORM_FIELDS.filter((key) => job[key] !== undefined).map((key) => [key, job[key]]));
}

/** The form's labels by field, for the note on a field changed on another tab or device (else its name shows). */
export const JOB_FIELD_LABELS: Partial<Record<keyof JobPostingForm, string>> = {
  title: 'Job title',
  description: 'Job description',
  location: 'Location',
  jobType: 'Job type',
  salaryMin: 'Minimum salary',
  salaryMax: 'Maximum salary',
  requiredExperience: 'Required experience (years)',
  remoteOk: 'Remote OK',
  visaSponsorship: 'Visa sponsorship',
  skills: 'Required skills',
  screeningQuestions: 'Screening questions',
  screeningKnockoutAction: 'When an answer does not meet a knockout',
  scorecardAttributes: 'Scorecard attributes',
};

/** The device draft of each mode: an edit and a copy keep their own, apart from the new job being written. */
export function jobDraftKey(mode: JobFormMode): string {
  return mode.kind === 'new' ? 'job-posting:new' : `job-posting:${mode.kind}:${mode.job.id}`;
}
