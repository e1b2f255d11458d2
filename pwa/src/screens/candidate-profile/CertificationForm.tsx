import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  certificationFormSchema,
  toCertification,
  type CertificationForm as CertificationFormValues,
} from '@shared/schemas/education-form.ts';
import type { Certification } from '@shared/schemas/candidate.ts';
import { Button, Field, TextInput } from '../../ui/index.ts';

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
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CertificationFormInput, unknown, CertificationFormValues>({
    resolver: zodResolver(certificationFormSchema),
    defaultValues: startValues(initial),
    mode: 'onTouched',
  });

  const onSubmit = (form: CertificationFormValues) => onSave(toCertification(initial?.id ?? crypto.randomUUID(), form));

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
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {initial ? 'Save Changes' : 'Add Certification'}
        </Button>
      </div>
    </form>
  );
}
