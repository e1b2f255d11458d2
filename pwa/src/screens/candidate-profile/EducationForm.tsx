import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  educationFormSchema,
  toEducation,
  type EducationForm as EducationFormValues,
  type EducationFormInput,
} from '@shared/schemas/education-form.ts';
import type { Education } from '@shared/schemas/candidate.ts';
import { useFormDraft } from '../../features/drafts/use-draft.ts';
import { EntryFormFooter } from './EntryFormFooter.tsx';
import { Checkbox, Field, TextArea, TextInput } from '../../ui/index.ts';

function startValues(entry: Education | undefined): EducationFormInput {
  return {
    institutionName: entry?.institutionName ?? '',
    degree: entry?.degree ?? '',
    fieldOfStudy: entry?.fieldOfStudy ?? '',
    startDate: entry?.startDate ?? '',
    endDate: entry?.endDate ?? '',
    isOngoing: entry?.isOngoing ?? false,
    grade: entry?.grade ?? '',
    location: entry?.location ?? '',
    activities: entry?.activities ?? '',
    description: entry?.description ?? '',
  };
}

/** The add/edit form of one education entry; the end date is off while 'I currently study here' is ticked. */
export function EducationForm({
  initial,
  onSave,
  onCancel,
}: {
  initial?: Education;
  onSave: (entry: Education) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<EducationFormInput, unknown, EducationFormValues>({
    resolver: zodResolver(educationFormSchema),
    defaultValues: startValues(initial),
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  // One draft per entry (or per new entry) until it is saved or cancelled.
  const draft = useFormDraft(`education:${initial?.id ?? 'new'}`, form);
  const isOngoing = watch('isOngoing');

  const onSubmit = async (values: EducationFormValues) => {
    await onSave(toEducation(initial?.id ?? crypto.randomUUID(), values));
    await draft.clear();
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Institution" error={errors.institutionName?.message} isRequired className="sm:col-span-2">
        <TextInput autoFocus {...register('institutionName')} />
      </Field>
      <Field label="Degree" error={errors.degree?.message} isRequired hint="e.g. BSc, MBA, High School Diploma">
        <TextInput {...register('degree')} />
      </Field>
      <Field label="Field of study" error={errors.fieldOfStudy?.message} isRequired>
        <TextInput {...register('fieldOfStudy')} />
      </Field>
      <Field label="Start date" error={errors.startDate?.message} isRequired>
        <TextInput type="month" placeholder="YYYY-MM" {...register('startDate')} />
      </Field>
      <Field label="End date" error={isOngoing ? undefined : errors.endDate?.message}>
        <TextInput type="month" placeholder="YYYY-MM" disabled={isOngoing} {...register('endDate')} />
      </Field>
      <Checkbox label="I currently study here" className="sm:col-span-2" {...register('isOngoing')} />
      <Field label="Location" error={errors.location?.message} isRequired>
        <TextInput {...register('location')} />
      </Field>
      <Field label="Grade" error={errors.grade?.message}>
        <TextInput {...register('grade')} />
      </Field>
      <Field label="Activities" error={errors.activities?.message} className="sm:col-span-2">
        <TextInput {...register('activities')} />
      </Field>
      <Field label="Description" error={errors.description?.message} className="sm:col-span-2">
        <TextArea rows={3} {...register('description')} />
      </Field>
      <EntryFormFooter draft={draft} onCancel={onCancel} isSubmitting={isSubmitting} submitLabel={initial ? 'Save Changes' : 'Add Education'} />
    </form>
  );
}
