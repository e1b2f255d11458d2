import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { APPLICATION_RESUME_TEXTS, ERROR_TOASTS, SUCCESS_TOASTS, WITHDRAW_TEXTS } from '@shared/messages.ts';
import { reapplyApplication } from '@shared/rules/application-withdraw.ts';
import { evaluateScreening, missingAnswerMessage } from '@shared/rules/screening.ts';
import type { UsageCheck } from '@shared/rules/usage-limits.ts';
import type { ApplicationSource } from '@shared/schemas/screening.ts';
import { applyFormSchema, type ApplyForm } from '@shared/schemas/application-forms.ts';
import type { Application } from '@shared/schemas/application.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { FileRecord } from '@shared/schemas/file-record.ts';
import type { Job } from '@shared/schemas/job.ts';
import { createDoc, patchDoc } from '../../db/writes.ts';
import { Button, ButtonLink, Dialog, Field, Select, Spinner, TextArea, toast } from '../../ui/index.ts';
import { DraftNotice } from '../drafts/DraftNotice.tsx';
import { useFormDraft } from '../drafts/use-draft.ts';
import { useCandidateResumes } from './candidate-resumes.ts';
import { newApplication } from './new-application.ts';
import { ScreeningAnswerFields } from './ScreeningAnswerFields.tsx';

const FORM_ID = 'apply-form';

/**
 * 'Apply Now': a cover letter, the résumé to send (the latest upload unless another is picked) and 'Submit
 * Application'. Without a candidate profile it asks for one instead (spec section 5), and over the free daily
 * limit it says so instead of sending what the server would refuse. With `earlier`, an application to this job
 * the candidate withdrew, it applies again and warns first that the employer will see the earlier one. The
 * application is written locally at once (once, however often the button is pressed) and sent when online.
 */
export function ApplyDialog({
  job,
  candidate,
  matchScore,
  limit,
  earlier,
  source,
  onClose,
}: {
  job: Job | null;
  candidate: Candidate | undefined;
  matchScore: number | undefined;
  limit: UsageCheck;
  earlier?: Application | undefined;
  /** How the candidate reached the job, kept on the application for the employer's Insights. */
  source: ApplicationSource;
  onClose: () => void;
}) {
  const canApply = Boolean(candidate) && limit.allowed;
  return (
    <Dialog
      open={job !== null}
      onClose={onClose}
      title={job ? `Apply to ${job.title}` : ''}
      description={job ? `${job.companyName} · ${job.location}` : undefined}
      footer={
        job && (
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            {canApply && (
              <Button type="submit" form={FORM_ID}>
                Submit Application
              </Button>
            )}
          </>
        )
      }
    >
      {job && !candidate && (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-slate-700">{ERROR_TOASTS.profileRequired.description}</p>
          <ButtonLink href="/candidate-profile">{ERROR_TOASTS.profileRequired.title}</ButtonLink>
        </div>
      )}
      {job && candidate && !limit.allowed && (
        <div className="flex flex-col items-start gap-3">
          <p role="alert" className="text-sm text-amber-800">
            {limit.message}
          </p>
          <ButtonLink href="/pricing" variant="secondary">
            See plans
          </ButtonLink>
        </div>
      )}
      {job && candidate && canApply && (
        <ResumesThenForm key={job.id} job={job} candidate={candidate} matchScore={matchScore} limit={limit} earlier={earlier} source={source} onDone={onClose} />
      )}
    </Dialog>
  );
}

interface ApplyFormProps {
  job: Job;
  candidate: Candidate;
  matchScore: number | undefined;
  limit: UsageCheck;
  earlier: Application | undefined;
  source: ApplicationSource;
  onDone: () => void;
}

/** The form once the device's résumés are read, so the latest is chosen from the start. */
function ResumesThenForm(props: ApplyFormProps) {
  const { resumes, loading } = useCandidateResumes(props.candidate.userId);
  if (loading) return <Spinner label="Loading your resumes" />;
  return <ApplyForm {...props} resumes={resumes} />;
}

function ApplyForm({ job, candidate, matchScore, limit, earlier, source, resumes, onDone }: ApplyFormProps & { resumes: FileRecord[] }) {
  const form = useForm<z.input<typeof applyFormSchema>, unknown, ApplyForm>({
    resolver: zodResolver(applyFormSchema),
    defaultValues: { jobId: job.id, coverLetter: '', screeningAnswers: [], ...(resumes[0] ? { resumeFileId: resumes[0].id } : {}) },
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const questions = job.screeningQuestions ?? [];
  const answers = useWatch({ control, name: 'screeningAnswers' }) ?? [];
  // The shared rule, as the server will run it: after a first try to send, the missing answers are marked.
  const [hasTriedSending, setHasTriedSending] = useState(false);
  const missing = evaluateScreening(questions, answers).missing;
  const missingIds = new Set(hasTriedSending ? missing.map((q) => q.id) : []);
  // Cancel keeps the cover letter for the next 'Apply Now' on this job; only sending or Discard removes it.
  const draft = useFormDraft(`cover-letter:${job.id}`, form);

  // A double click submits twice before the dialog closes: the second is ignored here, and were it to get
  // through, the application's id (derived from candidate and job) makes it the same document.
  const sending = useRef(false);
  const onSubmit = async ({ coverLetter, resumeFileId, screeningAnswers = [] }: ApplyForm) => {
    setHasTriedSending(true);
    if (sending.current || evaluateScreening(questions, screeningAnswers).missing.length > 0) return;
    const resume = resumes.find((file) => file.id === resumeFileId);
    const now = new Date();
    // Applying again: the shared rule says whether it may (only after a withdrawal), as the server will.
    const again = earlier ? reapplyApplication(earlier, coverLetter, now) : undefined;
    if (again && !again.ok) {
      toast({ ...ERROR_TOASTS.applicationFailed, description: again.reason, variant: 'destructive' });
      return;
    }
    sending.current = true;
    try {
      if (earlier && again?.ok) {
        // The cleared withdrawReason goes when the server's copy comes back; RxDB patches take no undefined.
        const { withdrawReason: _cleared, ...fields } = again.fields;
        await patchDoc('applications', earlier.id, {
          ...fields,
          ...(resume ? { resumeFileId: resume.id, resumeFileName: resume.fileName } : {}),
          ...(matchScore === undefined ? {} : { matchScore }),
          ...(screeningAnswers.length ? { screeningAnswers } : {}),
          updatedAt: now.toISOString(),
        });
      } else {
        await createDoc('applications', newApplication({ job, candidate, coverLetter, resume, screeningAnswers, source, matchScore, now }));
      }
      await draft.clear();
      toast({ ...SUCCESS_TOASTS.applicationSubmitted, variant: 'success' });
      onDone();
    } catch {
      sending.current = false;
      toast({ ...ERROR_TOASTS.applicationFailed, variant: 'destructive' });
    }
  };

  return (
    <form id={FORM_ID} onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-3">
      {earlier && (
        <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
          {WITHDRAW_TEXTS.reapplyWarning}
        </p>
      )}
      <Field
        label="Cover letter"
        error={errors.coverLetter?.message}
        hint="Optional. A few lines on why you are a good fit help the employer decide."
      >
        <TextArea rows={8} autoFocus {...register('coverLetter')} />
      </Field>
      {resumes.length > 0 ? (
        <Field label={APPLICATION_RESUME_TEXTS.label} error={errors.resumeFileId?.message} hint={APPLICATION_RESUME_TEXTS.hint}>
          <Select options={resumes.map((file) => ({ value: file.id, label: file.fileName }))} {...register('resumeFileId')} />
        </Field>
      ) : (
        <p className="text-xs text-slate-600">{APPLICATION_RESUME_TEXTS.noUploads}</p>
      )}
      {questions.length > 0 && (
        <Controller
          name="screeningAnswers"
          control={control}
          render={({ field }) => <ScreeningAnswerFields questions={questions} answers={field.value ?? []} onChange={field.onChange} missingIds={missingIds} />}
        />
      )}
      {hasTriedSending && missing.length > 0 && (
        <p role="alert" className="text-sm text-red-700">
          {missingAnswerMessage(missing[0]!)}
        </p>
      )}
      <DraftNotice status={draft.status} onDiscard={() => void draft.discard()} />
      {limit.remaining !== null && (
        <p className="text-xs text-slate-600">
          Free plan: {limit.remaining} of {limit.limit} applications left today.
        </p>
      )}
    </form>
  );
}
