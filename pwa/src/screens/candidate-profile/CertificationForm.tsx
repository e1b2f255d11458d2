import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  certificationFormSchema,
  toCertification,
  type CertificationForm as CertificationFormValues,
} from '@shared/schemas/education-form.ts';
import type { Certification } from '@shared/schemas/candidate.ts';
import { useFormDraft } from '../../features/drafts/use-draft.ts';
import { EntryFormFooter } from './EntryFormFooter.tsx';
import { Field, TextInput } from '../../ui/index.ts';

type CertificationFormInput = z.input<typeof certificationFormSchema>;

function startValues(entry: Certification | undefined): CertificationFormInput {
  return {
    name: entry?.name ?? '',
    issuer: entry?.issuer ?? '',
    issueDate: entry?.issueDate ?? '',
    expiryDate: entry?.expiryDate ?? '',
    credentialUrl: entry?.credentialUrl ?? '',
  };
}

/** The add/edit form of one certification. */
export function CertificationForm({
  initial,
  onSave,
  onCancel,
}: {
  initial?: Certification;
  onSave: (entry: Certification) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<CertificationFormInput, unknown, CertificationFormValues>({
    resolver: zodResolver(certificationFormSchema),
    defaultValues: startValues(initial),
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  // One draft per entry (or per new entry) until it is saved or cancelled.
  const draft = useFormDraft(`certification:${initial?.id ?? 'new'}`, form);

  const onSubmit = async (values: CertificationFormValues) => {
    await onSave(toCertification(initial?.id ?? crypto.randomUUID(), values));
    await draft.clear();
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Certification name" error={errors.name?.message} isRequired className="sm:col-span-2">
        <TextInput autoFocus {...register('name')} />
      </Field>
      <Field label="Issuing organization" error={errors.issuer?.message} isRequired className="sm:col-span-2">
        <TextInput autoComplete="organization" {...register('issuer')} />
      </Field>
      <Field label="Issue date" error={errors.issueDate?.message} isRequired>
        <TextInput type="month" placeholder="YYYY-MM" {...register('issueDate')} />
      </Field>
      <Field label="Expiry date" error={errors.expiryDate?.message} hint="Leave empty if it does not expire.">
        <TextInput type="month" placeholder="YYYY-MM" {...register('expiryDate')} />
      </Field>
      <Field label="Credential URL" error={errors.credentialUrl?.message} className="sm:col-span-2">
        <TextInput type="url" inputMode="url" placeholder="https://…" {...register('credentialUrl')} />
      </Field>
      <EntryFormFooter draft={draft} onCancel={onCancel} isSubmitting={isSubmitting} submitLabel={initial ? 'Save Changes' : 'Add Certification'} />
    </form>
  );
}
