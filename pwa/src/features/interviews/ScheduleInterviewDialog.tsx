import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { ERROR_TOASTS, INTERVIEW_REFUSALS, SUCCESS_TOASTS, VALIDATION_MESSAGES } from '@shared/messages.ts';
import { checkInterviewTime } from '@shared/rules/interview-schedule.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { Job } from '@shared/schemas/job.ts';
import { canRunInterviews, COMPANY_ROLE_LABELS } from '@shared/schemas/company.ts';
import {
  scheduleInterviewFormSchema,
  type ScheduleInterviewForm,
  type ScheduleInterviewFormInput,
} from '@shared/schemas/interview-form.ts';
import { useDocs } from '../../db/hooks.ts';
import { saveDoc } from '../../db/writes.ts';
import { Button, Dialog, Field, Select, TextArea, TextInput, toast } from '../../ui/index.ts';
import { useCompany } from '../company/use-company.ts';
import { session } from '../../state/session.ts';
import { buildInterviewDoc, checkOfferWindow, findApplicant, listApplicants, localDateTimeToIso, type Applicant } from './interview-doc.ts';
import { OfferWindowField } from './OfferWindowField.tsx';

const DURATIONS = [30, 45, 60, 90].map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }));

/** Defaults of the dialog: the job, and the candidate by e-mail (an applicant) or chosen by profile. */
export interface ScheduleDefaults {
  jobId?: string;
  candidateEmail?: string;
  /** A candidate picked from Find Talent, AI Matching or their record, whose e-mail this employer may not see. */
  candidate?: { id: string; name: string };
}

/** The dialog's candidate for a profile: by e-mail when this employer may see it, else chosen by profile. */
export function scheduleDefaultsFor(
  candidate: Pick<Candidate, 'id' | 'email' | 'firstName' | 'lastName'>,
  jobId: string | undefined,
): ScheduleDefaults {
  if (candidate.email) return { jobId, candidateEmail: candidate.email };
  return { jobId, candidate: { id: candidate.id, name: `${candidate.firstName} ${candidate.lastName}`.trim() } };
}

/**
 * 'Schedule Interview' (spec section 2): one of the employer's jobs, the candidate (typed as the e-mail of
 * someone who applied to that job, whose e-mails are offered, or already chosen by profile), a date-time and
 * notes. Saved on the device at once and sent when online; the server adds the meeting link, checks the
 * profile is open to this employer and tells the candidate.
 */
export function ScheduleInterviewDialog({
  open,
  onClose,
  jobs,
  defaults,
}: {
  open: boolean;
  onClose: () => void;
  jobs: readonly Job[];
  defaults?: ScheduleDefaults;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Schedule Interview" description="The candidate gets the invitation with the meeting link.">
      {open && (
        // Defaults that arrive after opening (a `?schedule=` link read from the device) refill the form.
        <ScheduleForm key={`${defaults?.jobId ?? ''}|${defaults?.candidateEmail ?? ''}|${defaults?.candidate?.id ?? ''}`} jobs={jobs} defaults={defaults} onDone={onClose} />
      )}
    </Dialog>
  );
}

function ScheduleForm({ jobs, defaults, onDone }: { jobs: readonly Job[]; defaults?: ScheduleDefaults; onDone: () => void }) {
  const chosen = defaults?.candidate;
  const listId = useId();
  const firstJob = jobs.find((job) => job.id === defaults?.jobId) ?? jobs.find((job) => job.isActive) ?? jobs[0];
  const { register, handleSubmit, setError, control, formState: { errors, isSubmitting } } =
    useForm<ScheduleInterviewFormInput, unknown, ScheduleInterviewForm>({
      resolver: zodResolver(scheduleInterviewFormSchema),
      defaultValues: {
        jobId: firstJob?.id ?? '',
        ...(chosen ? { candidateId: chosen.id } : {}),
        candidateEmail: defaults?.candidateEmail ?? '',
        scheduledDateTime: '',
        durationMinutes: 60,
        interviewNotes: '',
        interviewerId: '',
        alsoOffer: ['', ''],
        windowEnd: '',
      },
    });
  const jobId = useWatch({ control, name: 'jobId' });
  const { docs: applications } = useDocs('applications', { jobId: jobId || '\u0000' });
  const { docs: candidates } = useDocs('candidates');
  const applicants = useMemo(() => listApplicants(jobId, applications, candidates), [jobId, applications, candidates]);
  // Who runs it (issue 47): the members who can run interviews, the one scheduling first as "Me".
  const { company } = useCompany();
  const { user } = useSnapshot(session);
  const selfId = user?.id;
  const runners = useMemo(
    () => (company?.members ?? []).filter((m) => canRunInterviews(m.role) && m.userId !== selfId).map((m) => ({ value: m.userId, label: `${m.name || m.email} · ${COMPANY_ROLE_LABELS[m.role]}` })),
    [company, selfId],
  );

  const onInvalid = (invalid: FieldErrors<ScheduleInterviewFormInput>) => {
    const messages = Object.values(invalid).map((error) => error?.message);
    if (messages.includes(VALIDATION_MESSAGES.requiredFields)) toast({ ...ERROR_TOASTS.missingInformation, variant: 'destructive' });
  };

  const onSubmit = async (form: ScheduleInterviewForm) => {
    const now = new Date();
    const timeProblem = checkInterviewTime(localDateTimeToIso(form.scheduledDateTime), now);
    if (timeProblem) return setError('scheduledDateTime', { message: timeProblem });
    const windowProblem = checkOfferWindow(form);
    if (windowProblem) return setError('windowEnd', { message: windowProblem });
    for (const [i, extra] of form.alsoOffer.entries()) {
      const problem = extra ? checkInterviewTime(localDateTimeToIso(extra), now) : null;
      if (problem) return setError(`alsoOffer.${i}`, { message: problem });
    }
    const job = jobs.find((j) => j.id === form.jobId);
    const applicant: Applicant | undefined = form.candidateId && chosen
      ? { candidateId: form.candidateId, applicationId: applications.find((a) => a.candidateId === form.candidateId)?.id, name: chosen.name, email: '' }
      : findApplicant(applicants, form.candidateEmail);
    if (!job || !applicant) return setError('candidateEmail', { message: INTERVIEW_REFUSALS.candidateNotApplied });
    try {
      await saveDoc('interviews', buildInterviewDoc(form, job, applicant, crypto.randomUUID(), now));
      toast({ ...SUCCESS_TOASTS.interviewScheduled, variant: 'success' });
      onDone();
    } catch {
      toast({ ...ERROR_TOASTS.interviewScheduleFailed, variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit, onInvalid)} noValidate className="flex flex-col gap-4">
      <Field label="Job" error={errors.jobId?.message} isRequired>
        <Select options={jobs.map((job) => ({ value: job.id, label: job.isActive ? job.title : `${job.title} (closed)` }))} {...register('jobId')} />
      </Field>
      {chosen ? (
        <div className="flex flex-col gap-1">
          <span className="text-sm font-medium text-slate-900">Candidate</span>
          <p className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-900">{chosen.name}</p>
          <p className="text-xs text-slate-600">The invitation reaches them in the app; their e-mail stays private until they share it.</p>
        </div>
      ) : (
        <>
          <Field
            label="Candidate email"
            error={errors.candidateEmail?.message}
            hint={applicants.length ? `${applicants.length} applicant${applicants.length === 1 ? '' : 's'} of this job to choose from.` : 'Nobody has applied to this job yet.'}
            isRequired
          >
            <TextInput type="email" autoComplete="off" list={listId} placeholder="candidate@example.com" {...register('candidateEmail')} />
          </Field>
          <datalist id={listId}>
            {applicants.map((a) => (
              <option key={a.candidateId} value={a.email}>
                {a.name}
              </option>
            ))}
          </datalist>
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Date and time" error={errors.scheduledDateTime?.message} isRequired>
          <TextInput type="datetime-local" {...register('scheduledDateTime')} />
        </Field>
        <Field label="Duration" error={errors.durationMinutes?.message}>
          <Select options={DURATIONS} {...register('durationMinutes', { valueAsNumber: true })} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {[0, 1].map((i) => (
          <Field key={i} label={`Or offer another time (${i + 2})`} error={errors.alsoOffer?.[i]?.message} hint={i === 0 ? 'With more than one time, the candidate picks the one that suits them.' : undefined}>
            <TextInput type="datetime-local" {...register(`alsoOffer.${i}`)} />
          </Field>
        ))}
      </div>
      <OfferWindowField field={register('windowEnd')} error={errors.windowEnd?.message} />
      {runners.length > 0 && (
        <Field label="Interviewer" error={errors.interviewerId?.message} hint="The member of your team who runs the interview and its call.">
          <Select options={[{ value: '', label: 'Me' }, ...runners]} {...register('interviewerId')} />
        </Field>
      )}
      <Field label="Notes" error={errors.interviewNotes?.message} hint="Shown to the candidate with the invitation.">
        <TextArea rows={3} placeholder="e.g. A 45-minute technical conversation with our lead engineer." {...register('interviewNotes')} />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          Schedule Interview
        </Button>
      </div>
    </form>
  );
}
