import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import type { z } from 'zod';
import { REFERENCE_LINK_EXPIRY_MS, REFERENCE_RELATIONSHIPS, REFERENCE_RELATIONSHIP_LABELS } from '@shared/catalog.ts';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import { referenceVerificationFormSchema, type ReferenceVerificationForm } from '@shared/schemas/verification-forms.ts';
import type { Verification } from '@shared/schemas/verification.ts';
import { showFailure } from '../../features/auth/show-failure.ts';
import { requestReference } from '../../features/verification/verification-api.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { Button, Field, NeedsConnection, Select, TextArea, TextInput, toast } from '../../ui/index.ts';

type Input = z.input<typeof referenceVerificationFormSchema>;

const RELATIONSHIP_OPTIONS = REFERENCE_RELATIONSHIPS.map((value) => ({ value, label: REFERENCE_RELATIONSHIP_LABELS[value] }));

/**
 * A professional reference: they receive a single-use link and confirm your work together. Once sent, the check
 * is pending and this form gives way to the status (the panel), which replication updates when they answer.
 */
export function ReferenceForm({ verification }: { verification: Verification | undefined }) {
  const { online } = useSnapshot(syncStatus);
  const [isAskingAgain, setIsAskingAgain] = useState(false);
  const pending = verification?.status === 'pending' ? verification.details : undefined;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, ReferenceVerificationForm>({
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
  const send = async (values: ReferenceVerificationForm) => {
    try {
      await requestReference(values);
      setIsAskingAgain(false);
      toast(SUCCESS_TOASTS.referenceRequestSent);
    } catch (error) {
      showFailure(ERROR_TOASTS.referenceFailed, error);
    }
  };
  if (pending && !isAskingAgain) {
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-700">
          Waiting for <strong className="font-semibold text-slate-900">{pending.referenceName}</strong> ({pending.referenceEmail}) to
          answer. The link we sent them works once, for {REFERENCE_LINK_EXPIRY_MS / 86_400_000} days.
        </p>
        <Button variant="secondary" className="w-full sm:w-fit" onClick={() => setIsAskingAgain(true)}>
          Send a new request
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={handleSubmit(send)} noValidate className="grid gap-4 sm:grid-cols-2">
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
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:col-span-2">
        {!online && <NeedsConnection what="Sending a reference request" />}
        {pending && <p className="text-sm text-slate-600">A new request replaces the link sent to {pending.referenceEmail}.</p>}
        <Button type="submit" disabled={!online} isLoading={isSubmitting} className="w-full sm:w-fit sm:self-end">
          Send Reference Request
        </Button>
      </div>
    </form>
  );
}
