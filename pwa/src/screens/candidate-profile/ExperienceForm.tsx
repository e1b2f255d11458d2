import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { TEXT_RULES } from '@shared/catalog.ts';
import {
  experienceFormSchema,
  toWorkExperience,
  type ExperienceForm as ExperienceFormValues,
  type ExperienceFormInput,
} from '@shared/schemas/experience-form.ts';
import type { WorkExperience } from '@shared/schemas/candidate.ts';
import { useFormDraft } from '../../features/drafts/use-draft.ts';
import { EntryFormFooter } from './EntryFormFooter.tsx';
import { Checkbox, ChipInput, Field, TextArea, TextInput } from '../../ui/index.ts';

function startValues(entry: WorkExperience | undefined): ExperienceFormInput {
  return {
    companyName: entry?.companyName ?? '',
    position: entry?.position ?? '',
    startDate: entry?.startDate ?? '',
    endDate: entry?.endDate ?? '',
    isCurrent: entry?.isCurrent ?? false,
    location: entry?.location ?? '',
    description: entry?.description ?? '',
    industry: entry?.industry ?? '',
    companySize: entry?.companySize ?? '',
    skills: entry?.skills ?? [],
    achievements: entry?.achievements ?? [],
  };
}

/** The add/edit form of one work-experience entry; the end date is off while 'I currently work here' is ticked. */
export function ExperienceForm({
  initial,
  onSave,
  onCancel,
}: {
  initial?: WorkExperience;
  onSave: (entry: WorkExperience) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<ExperienceFormInput, unknown, ExperienceFormValues>({
    resolver: zodResolver(experienceFormSchema),
    defaultValues: startValues(initial),
    mode: 'onTouched',
  });
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  // One draft per entry (or per new entry) until it is saved or cancelled.
  const draft = useFormDraft(`experience:${initial?.id ?? 'new'}`, form);
  const isCurrent = watch('isCurrent');

  const onSubmit = async (values: ExperienceFormValues) => {
    await onSave(toWorkExperience(initial?.id ?? crypto.randomUUID(), values));
    await draft.clear();
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Company" error={errors.companyName?.message} isRequired>
        <TextInput autoComplete="organization" autoFocus {...register('companyName')} />
      </Field>
      <Field label="Position" error={errors.position?.message} isRequired>
        <TextInput {...register('position')} />
      </Field>
      <Field label="Start date" error={errors.startDate?.message} isRequired>
        <TextInput type="month" placeholder="YYYY-MM" {...register('startDate')} />
      </Field>
      <Field label="End date" error={isCurrent ? undefined : errors.endDate?.message}>
        <TextInput type="month" placeholder="YYYY-MM" disabled={isCurrent} {...register('endDate')} />
      </Field>
      <Checkbox label="I currently work here" className="sm:col-span-2" {...register('isCurrent')} />
      <Field label="Location" error={errors.location?.message} isRequired className="sm:col-span-2">
        <TextInput {...register('location')} />
      </Field>
      <Field
        label="Description"
        error={errors.description?.message}
        isRequired
        hint={`At least ${TEXT_RULES.workDescriptionMin} characters: what you did and achieved.`}
        className="sm:col-span-2"
      >
        <TextArea rows={4} {...register('description')} />
      </Field>
      <Field label="Skills" error={errors.skills?.message} hint="Press Enter after each skill." className="sm:col-span-2">
        <Controller
          control={control}
          name="skills"
          render={({ field }) => <ChipInput value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} />}
        />
      </Field>
      <EntryFormFooter draft={draft} onCancel={onCancel} isSubmitting={isSubmitting} submitLabel={initial ? 'Save Changes' : 'Add Experience'} />
    </form>
  );
}
