import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { REFERENCE_RELATIONSHIPS, REFERENCE_RELATIONSHIP_LABELS } from '@shared/catalog.ts';
import { referenceVerificationFormSchema } from '@shared/schemas/verification-forms.ts';
import { Field, Select, TextArea, TextInput } from '../../ui/index.ts';
import { UnavailableSubmit } from './UnavailableSubmit.tsx';

type Input = z.input<typeof referenceVerificationFormSchema>;

const RELATIONSHIP_OPTIONS = REFERENCE_RELATIONSHIPS.map((value) => ({ value, label: REFERENCE_RELATIONSHIP_LABELS[value] }));

/** A professional reference: they receive a single-use link and confirm your work together. */
export function ReferenceForm() {
  const {
    register,
    formState: { errors },
  } = useForm<Input>({
    resolver: zodResolver(referenceVerificationFormSchema),
    defaultValues: {
      referenceName: '',
      referenceEmail: '',
      referencePhone: '',
      referenceCompany: '',
      referenceRelation: '' as Input['referenceRelation'],
      workDescription: '',
    },
    mode: 'onTouched',
  });
  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Reference name" error={errors.referenceName?.message} isRequired>
        <TextInput autoComplete="off" {...register('referenceName')} />
      </Field>
      <Field label="Reference email" error={errors.referenceEmail?.message} isRequired>
        <TextInput type="email" autoComplete="off" {...register('referenceEmail')} />
      </Field>
      <Field label="Reference phone" error={errors.referencePhone?.message} hint="Optional">
        <TextInput type="tel" autoComplete="off" {...register('referencePhone')} />
      </Field>
      <Field label="Company" error={errors.referenceCompany?.message} isRequired hint="Where you worked together.">
        <TextInput autoComplete="off" {...register('referenceCompany')} />
      </Field>
      <Field label="Relationship" error={errors.referenceRelation?.message} isRequired className="sm:col-span-2">
        <Select placeholder="Select a relationship" options={RELATIONSHIP_OPTIONS} {...register('referenceRelation')} />
      </Field>
      <Field
        label="Work description"
        error={errors.workDescription?.message}
        hint="Optional: what you worked on together."
        className="sm:col-span-2"
      >
        <TextArea rows={3} {...register('workDescription')} />
      </Field>
      <UnavailableSubmit label="Send Reference Request" />
    </form>
  );
}
