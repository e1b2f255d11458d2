import { Controller, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { JOB_TYPE_LABELS, TEXT_RULES } from '@shared/catalog.ts';
import { ERROR_TOASTS, JOB_EDIT_TEXTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import type { UsageCheck } from '@shared/rules/usage-limits.ts';
import { JOB_TYPES } from '@shared/schemas/common.ts';
import type { Employer } from '@shared/schemas/employer.ts';
import { jobPostingFormSchema, type JobPostingForm as JobPostingValues, type JobPostingFormInput } from '@shared/schemas/job-posting-form.ts';
import { saveDoc } from '../../db/writes.ts';
import { Button, Card, Checkbox, Field, Select, TextArea, TextInput, toast } from '../../ui/index.ts';
import { DraftNotice } from '../drafts/DraftNotice.tsx';
import { ChangedElsewhereNotice } from '../forms/ChangedElsewhereNotice.tsx';
import { useDocumentForm } from '../forms/use-document-form.ts';
import { useFormDraft } from '../drafts/use-draft.ts';
import { JobPreviewCard } from './JobPreviewCard.tsx';
import { JobSkillsField } from './JobSkillsField.tsx';
import { ScorecardAttributesField } from './ScorecardAttributesField.tsx';
import { ScreeningQuestionsEditor } from './ScreeningQuestionsEditor.tsx';
import { JOB_FIELD_LABELS, jobDraftKey, toJobFormValues, toNewJobDoc, type JobFormMode } from './job-doc.ts';

const JOB_TYPE_OPTIONS = JOB_TYPES.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] }));

/** Number inputs give '' when empty; the schema wants undefined there (an optional salary, the default experience). */
const asOptionalNumber = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

const EMPTY_JOB: JobPostingFormInput = {
  title: '',
  description: '',
  location: '',
  jobType: 'full-time',
  skills: [],
  requiredExperience: 0,
  remoteOk: false,
  visaSponsorship: false,
  screeningQuestions: [],
  screeningKnockoutAction: 'flag',
};

/**
 * The /job-posting form with its live preview. 'Post Job' writes the job locally at once (offline too) and goes
 * to the dashboard; it is disabled while the free plan's monthly postings are used up. An edit starts from the
 * posted job and writes only the changed fields onto it as stored now (it is no new posting, so the limit does
 * not apply; another tab's edit of another field survives); a copy
 * starts from a posted job and is posted as a new one. What is typed is kept as a device draft until sent.
 */
export function JobPostingForm({ employer, usage, mode }: { employer: Employer; usage: UsageCheck | null; mode: JobFormMode }) {
  const [, navigate] = useLocation();
  // An edit is a document form on the posted job (live): only changed fields are written, and a change saved
  // meanwhile on another tab or device shows in the fields not being edited. A new job or a copy starts from
  // fixed values and is posted whole.
  const { form, save, changedElsewhere, takeSaved } = useDocumentForm({
    collection: 'jobs',
    doc: mode.kind === 'edit' ? mode.job : undefined,
    schema: jobPostingFormSchema,
    toValues: (job) => {
      const from = job ?? (mode.kind === 'duplicate' ? mode.job : undefined);
      return from ? ({ ...EMPTY_JOB, ...toJobFormValues(from) } as JobPostingFormInput) : EMPTY_JOB;
    },
    toFields: (values: JobPostingValues) => values,
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const values = useWatch({ control });
  const draft = useFormDraft(jobDraftKey(mode), form);
  const isEdit = mode.kind === 'edit';
  const isLimitReached = !isEdit && usage !== null && !usage.allowed;

  const onSubmit = async (values: JobPostingValues) => {
    if (isLimitReached) return;
    try {
      if (isEdit) await save(values);
      else await saveDoc('jobs', toNewJobDoc(values, employer));
    } catch {
      toast({ ...(isEdit ? ERROR_TOASTS.jobUpdateFailed : ERROR_TOASTS.jobPostFailed), variant: 'destructive' });
      return;
    }
    await draft.clear();
    toast({ ...(isEdit ? SUCCESS_TOASTS.jobUpdated : SUCCESS_TOASTS.jobPosted), variant: 'success' });
    navigate('/employer-dashboard');
  };

  return (
    // One grid so that on a phone the preview sits between the fields and 'Post Job', and beside them on desktop.
    <form
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
    >
      <div className="flex min-w-0 flex-col gap-6">
        <Card as="section" title="Job details">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Job title" isRequired error={errors.title?.message} className="sm:col-span-2">
              <TextInput placeholder="e.g. Senior Frontend Engineer" {...register('title')} />
            </Field>
            <Field
              label="Job description"
              isRequired
              error={errors.description?.message}
              hint={`At least ${TEXT_RULES.jobDescriptionMin} characters: the role, the team, what success looks like.`}
              className="sm:col-span-2"
            >
              <Controller
                name="description"
                control={control}
                render={({ field }) => <TextArea {...field} rows={8} counterMax={TEXT_RULES.jobDescriptionCounter} />}
              />
            </Field>
            <Field label="Location" isRequired error={errors.location?.message}>
              <TextInput placeholder="e.g. Austin, TX" {...register('location')} />
            </Field>
            <Field label="Job type" isRequired error={errors.jobType?.message}>
              <Select options={JOB_TYPE_OPTIONS} {...register('jobType')} />
            </Field>
            <Field label="Minimum salary" error={errors.salaryMin?.message} hint="Per year, in US dollars.">
              <TextInput type="number" inputMode="numeric" min={0} step={1000} placeholder="e.g. 80000" {...register('salaryMin', { setValueAs: asOptionalNumber })} />
            </Field>
            <Field label="Maximum salary" error={errors.salaryMax?.message} hint="Per year, in US dollars.">
              <TextInput type="number" inputMode="numeric" min={0} step={1000} placeholder="e.g. 120000" {...register('salaryMax', { setValueAs: asOptionalNumber })} />
            </Field>
            <Field label="Required experience (years)" error={errors.requiredExperience?.message}>
              <TextInput type="number" inputMode="numeric" min={0} max={50} step={1} {...register('requiredExperience', { setValueAs: asOptionalNumber })} />
            </Field>
            <div className="flex flex-col justify-end gap-3 sm:pb-2">
              <Checkbox label="Remote OK" {...register('remoteOk')} />
              <Checkbox label="Visa sponsorship" {...register('visaSponsorship')} />
            </div>
          </div>
        </Card>
        <Card as="section" title="Required skills" description="What candidates need; match scores weigh these most.">
          <Controller
            name="skills"
            control={control}
            render={({ field }) => (
              <JobSkillsField
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.skills?.message}
                title={values.title ?? ''}
                description={values.description ?? ''}
              />
            )}
          />
        </Card>
        <Card as="section" title="Screening questions" description="Up to 10 questions candidates answer when they apply.">
          <Controller
            name="screeningQuestions"
            control={control}
            render={({ field }) => (
              <ScreeningQuestionsEditor
                value={field.value ?? []}
                onChange={field.onChange}
                action={values.screeningKnockoutAction ?? 'flag'}
                onActionChange={(next) => setValue('screeningKnockoutAction', next, { shouldDirty: true })}
                errors={errors.screeningQuestions as never}
              />
            )}
          />
        </Card>
        <Card as="section" title="Interview scorecard" description="What interviewers rate after each interview, on a 5-point scale.">
          <Controller
            name="scorecardAttributes"
            control={control}
            render={({ field }) => (
              <ScorecardAttributesField value={field.value} onChange={field.onChange} skills={values.skills ?? []} error={errors.scorecardAttributes?.message} />
            )}
          />
        </Card>
      </div>
      <aside className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <JobPreviewCard values={values} companyName={employer.companyName} />
      </aside>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end sm:gap-4">
        <ChangedElsewhereNotice fields={changedElsewhere} labels={JOB_FIELD_LABELS} onTakeSaved={takeSaved} />
        <DraftNotice status={draft.status} onDiscard={() => void draft.discard()} className="sm:mr-auto" />
        <Button type="submit" size="lg" isLoading={isSubmitting} disabled={isLimitReached}>
          {isEdit ? JOB_EDIT_TEXTS.save : 'Post Job'}
        </Button>
      </div>
    </form>
  );
}
