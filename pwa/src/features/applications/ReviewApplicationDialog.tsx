import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { APPLICATION_RESUME_TEXTS, BOARD_TEXTS, ERROR_TOASTS, STATUS_CHANGE_REFUSALS, SUCCESS_TOASTS } from '@shared/messages.ts';
import { REJECTION_REASON_LABELS, getApplicationStatusLabel, listAllowedNextStatuses } from '@shared/rules/application-status.ts';
import { REJECTION_REASONS } from '@shared/schemas/enum-values.ts';
import { reviewApplication } from '@shared/rules/application-review.ts';
import { getMatchLabel, roundScore } from '@shared/rules/match-labels.ts';
import type { Application } from '@shared/schemas/application.ts';
import { applicationReviewFormSchema, type ApplicationReviewForm } from '@shared/schemas/application-forms.ts';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import { patchDoc } from '../../db/writes.ts';
import { formatDate } from '../../ui/format-date.ts';
import { Badge, Button, ButtonLink, Dialog, Field, Select, TextArea, buttonClasses, toast } from '../../ui/index.ts';
import { fileContentUrl } from '../files/files-api.ts';
import { candidateRecordHref } from '../talent/talent-links.ts';
import { getApplicationStatusTone } from './application-status-tone.ts';
import { ScorecardsPanel } from './ScorecardsPanel.tsx';
import { ScreeningSummary } from './ScreeningSummary.tsx';
import { StatusTimeline } from './StatusTimeline.tsx';
import { memberNamer } from '../company/member-names.ts';
import { useCompany } from '../company/use-company.ts';

/**
 * The employer's 'Review Application' dialog: the cover letter, the status timeline, and a form to move the
 * application to a stage the pipeline allows from where it is, with private notes, and a way on to the
 * candidate's full record. `application` is the live document, so a change from another device shows here too.
 */
export function ReviewApplicationDialog({
  application,
  onClose,
  hasRecordLink = true,
  proposedStatus,
}: {
  application: Application | undefined;
  /** The move to start the select on (a card dropped on Rejected), when the pipeline allows it. */
  proposedStatus?: Application['status'];
  onClose: () => void;
  /** Offer the candidate's full record; off where the dialog is opened from that record. */
  hasRecordLink?: boolean;
}) {
  const formId = useId();
  const [isSaving, setIsSaving] = useState(false);
  return (
    <Dialog
      open={application !== undefined}
      onClose={onClose}
      size="lg"
      title="Review Application"
      description={application && `${application.candidateName} · ${application.jobTitle}`}
      footer={
        <>
          {application && hasRecordLink && (
            <ButtonLink variant="ghost" href={candidateRecordHref(application.candidateId, application.jobId)} className="sm:mr-auto">
              Open Candidate Record
            </ButtonLink>
          )}
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {/* A withdrawn application takes no more moves (decisions.md): nothing to update. */}
          {application?.status !== 'withdrawn' && (
            <Button type="submit" form={formId} isLoading={isSaving}>
              Update Application
            </Button>
          )}
        </>
      }
    >
      {application && (
        <ReviewForm key={application.id} formId={formId} application={application} proposedStatus={proposedStatus} onSaving={setIsSaving} onDone={onClose} />
      )}
    </Dialog>
  );
}

/** Why some stages are missing from the select, where the pipeline closes them (shared wording). */
function pipelineNote(status: Application['status']): string | null {
  if (status === 'hired') return `${STATUS_CHANGE_REFUSALS.hiredIsFinal} You can still add a note.`;
  if (status === 'rejected') return STATUS_CHANGE_REFUSALS.rejectedIsFinal;
  return null;
}

function ReviewForm({
  formId,
  application,
  proposedStatus,
  onSaving,
  onDone,
}: {
  formId: string;
  application: Application;
  proposedStatus?: Application['status'];
  onSaving: (isSaving: boolean) => void;
  onDone: () => void;
}) {
  const { user } = useSnapshot(session);
  // An interviewer (issue 47) writes notes on the applications they interview, but never moves the stage.
  const { company } = useCompany();
  const canMove = company?.company?.role !== 'interviewer';
  // Each step of the activity names its author from the team list (a name, never an e-mail).
  const authorName = useMemo(() => memberNamer(user, company), [user, company]);
  // The select starts on where the application is; the other choices are the moves the pipeline allows.
  const allowed = listAllowedNextStatuses(application.status).filter((status) => status !== application.status);
  const options = [application.status, ...allowed];
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ApplicationReviewForm>({
    resolver: zodResolver(applicationReviewFormSchema),
    // The note field adds a note to the history: it starts empty and never replaces an earlier one.
    defaultValues: { status: proposedStatus && options.includes(proposedStatus) ? proposedStatus : application.status, notes: '' },
  });

  const isRejecting = watch('status') === 'rejected' && application.status !== 'rejected';
  const onSubmit = async ({ status, notes, rejectionReason, rejectionDetail }: ApplicationReviewForm) => {
    // The same rule the server applies again with authority; here it shows the step at once, offline too.
    const now = new Date();
    const move = status === application.status ? undefined : status;
    if (move === 'pending' || move === 'withdrawn') return;
    const outcome = reviewApplication(application, { status: move, notes: notes ?? '', rejectionReason, rejectionDetail }, now, user?.id);
    if (!outcome.ok) {
      toast({ ...ERROR_TOASTS.statusUpdateFailed, description: outcome.reason, variant: 'destructive' });
      return;
    }
    if (!outcome.statusChanged && !outcome.noteAdded) {
      onDone();
      return;
    }
    const patch: Partial<Application> = { ...outcome.fields, updatedAt: now.toISOString() };
    onSaving(true);
    try {
      await patchDoc('applications', application.id, patch);
      toast({ ...SUCCESS_TOASTS.applicationUpdated, variant: 'success' });
      onDone();
    } catch {
      toast({ ...ERROR_TOASTS.statusUpdateFailed, variant: 'destructive' });
    } finally {
      onSaving(false);
    }
  };

  const note = pipelineNote(application.status);
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">Applied</dt>
          <dd className="font-medium text-slate-900">{formatDate(application.appliedAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Match score</dt>
          <dd className="font-medium text-slate-900">
            {application.matchScore === undefined
              ? 'Not scored'
              : `${roundScore(application.matchScore)}% · ${getMatchLabel(application.matchScore)}`}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Status</dt>
          <dd>
            <Badge tone={getApplicationStatusTone(application.status)}>{getApplicationStatusLabel(application.status)}</Badge>
          </dd>
        </div>
      </dl>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-slate-900">Cover letter</h3>
        {application.coverLetter.trim() ? (
          <p className="max-h-60 overflow-y-auto rounded-xl bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-700 ring-1 ring-slate-200 ring-inset">
            {application.coverLetter}
          </p>
        ) : (
          <p className="text-sm text-slate-600">No cover letter was included.</p>
        )}
      </div>
      {application.resumeFileId && (
        <div>
          {/* The résumé the candidate chose for this application (the server lets the job's employer read it). */}
          <h3 className="mb-2 text-sm font-semibold text-slate-900">{APPLICATION_RESUME_TEXTS.label}</h3>
          <a href={fileContentUrl(application.resumeFileId)} target="_blank" rel="noopener" className={buttonClasses('secondary', 'sm')}>
            Open {application.resumeFileName ?? 'resume'}
          </a>
        </div>
      )}
      <ScreeningSummary application={application} />
      <ScorecardsPanel applicationId={application.id} />
      <section aria-label="Activity">
        <h3 className="mb-3 text-sm font-semibold text-slate-900">Activity</h3>
        <StatusTimeline history={application.statusHistory} authorName={authorName} />
      </section>
      {application.status === 'withdrawn' ? (
        <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset" role="status">
          {STATUS_CHANGE_REFUSALS.withdrawnIsFinal}
          {application.withdrawReason && ` Their reason: ${application.withdrawReason}`}
        </p>
      ) : (
      <form id={formId} onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
        {canMove && (
          <Field label="Status" error={errors.status?.message} hint={note}>
            <Select
              options={options.map((status) => ({ value: status, label: getApplicationStatusLabel(status) }))}
              {...register('status')}
            />
          </Field>
        )}
        {isRejecting && (
          <>
            <Field label={BOARD_TEXTS.reasonLabel} error={errors.rejectionReason?.message} hint={BOARD_TEXTS.reasonHint}>
              <Select
                options={[{ value: '', label: BOARD_TEXTS.reasonPlaceholder }, ...REJECTION_REASONS.map((reason) => ({ value: reason, label: REJECTION_REASON_LABELS[reason] }))]}
                {...register('rejectionReason', { setValueAs: (value: string) => value || undefined })}
              />
            </Field>
            <Field label={BOARD_TEXTS.reasonDetailLabel} error={errors.rejectionDetail?.message}>
              <TextArea rows={2} {...register('rejectionDetail')} />
            </Field>
          </>
        )}
        <Field label="Add a note" error={errors.notes?.message} hint="Kept in the activity with your name; private to your team, the candidate never sees it.">
          <TextArea rows={3} placeholder="e.g. Strong portfolio; schedule a technical interview." {...register('notes')} />
        </Field>
      </form>
      )}
    </div>
  );
}
