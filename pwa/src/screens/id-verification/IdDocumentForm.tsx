import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import type { z } from 'zod';
import { ID_DOCUMENT_EXTENSIONS, ID_DOCUMENT_MAX_BYTES, ID_DOCUMENT_TYPES, ID_DOCUMENT_TYPE_LABELS } from '@shared/catalog.ts';
import { ERROR_TOASTS, SUCCESS_TOASTS, VALIDATION_MESSAGES } from '@shared/messages.ts';
import { checkMinimumAge } from '@shared/rules/minimum-age.ts';
import { toFileMetadata } from '@shared/schemas/file-upload.ts';
import { idVerificationFormSchema, type IdVerificationForm } from '@shared/schemas/verification-forms.ts';
import type { Verification } from '@shared/schemas/verification.ts';
import { showFailure } from '../../features/auth/show-failure.ts';
import { FileInput } from '../../features/files/FileInput.tsx';
import { UploadProgressBar } from '../../features/files/UploadProgressBar.tsx';
import { submitIdDocument } from '../../features/verification/id-document-upload.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { ApiError } from '../../sync/api.ts';
import { UploadAbortedError, toPercent, type UploadRequest } from '../../sync/upload-request.ts';
import { Button, Field, NeedsConnection, Select, TextInput, toast } from '../../ui/index.ts';
import { idFormDefaults } from './id-form-defaults.ts';

type Input = z.input<typeof idVerificationFormSchema>;

const DOCUMENT_TYPE_OPTIONS = ID_DOCUMENT_TYPES.map((value) => ({ value, label: ID_DOCUMENT_TYPE_LABELS[value] }));

type DocumentErrors = { message?: string; fileSize?: { message?: string }; fileName?: { message?: string } };

/**
 * The shared form schema, plus two things it leaves to the form: the 18-year minimum (it needs today's date;
 * checked here whatever else is missing, so the message shows as soon as the date is in) and the file's
 * problems as one message on `document` (the schema reports them on `document.fileSize` and
 * `document.fileName`, and react-hook-form drops such nested errors when it revalidates a newly chosen file).
 */
const resolveForm: Resolver<Input, unknown, IdVerificationForm> = async (values, context, options) => {
  const result = await zodResolver(idVerificationFormSchema)(values, context, options);
  const errors: Record<string, unknown> = { ...result.errors };
  const document = errors.document as DocumentErrors | undefined;
  if (document && !document.message) {
    errors.document = { type: 'custom', message: document.fileSize?.message ?? document.fileName?.message };
  }
  const tooYoung = values.dateOfBirth && !errors.dateOfBirth ? checkMinimumAge(values.dateOfBirth, new Date()) : null;
  if (tooYoung) errors.dateOfBirth = { type: 'custom', message: tooYoung };
  if (Object.keys(errors).length === 0) return result;
  return { values: {}, errors: errors as FieldErrors<Input> };
};

/** The spec's toast for a form that did not pass: the file's size, else the missing fields. */
function announceInvalid(errors: FieldErrors<Input>): void {
  const messages = [errors.firstName, errors.lastName, errors.dateOfBirth, errors.documentType, errors.document].map((error) => error?.message);
  if (messages.includes(VALIDATION_MESSAGES.idFileTooLarge)) toast({ ...ERROR_TOASTS.idFileTooLarge, variant: 'destructive' });
  else if (messages.includes(VALIDATION_MESSAGES.idRequiredFields)) toast({ ...ERROR_TOASTS.idMissingInformation, variant: 'destructive' });
}

/**
 * A government ID: names and date of birth as on the document, its type and a photo or scan of it. Sent
 * straight to the server with its progress (never kept on the device), so it needs a connection; once sent
 * the replicated check turns pending and the panel shows that instead of this form.
 */
export function IdDocumentForm({ previous }: { previous?: Pick<Verification, 'details'> }) {
  const { online } = useSnapshot(syncStatus);
  const chosen = useRef<File | null>(null);
  const [sending, setSending] = useState<{ request: UploadRequest<unknown>; percent: number } | null>(null);
  const [isSent, setIsSent] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<Input, unknown, IdVerificationForm>({
    resolver: resolveForm,
    defaultValues: { ...idFormDefaults(previous), documentType: '' as Input['documentType'] },
    mode: 'onTouched',
  });

  const send = async ({ document: _metadata, ...fields }: IdVerificationForm) => {
    const file = chosen.current;
    if (!file) return;
    const request = submitIdDocument(fields, file, (progress) =>
      setSending((current) => current && { ...current, percent: toPercent(progress) }),
    );
    setSending({ request, percent: 0 });
    try {
      await request.done;
      setIsSent(true);
      toast(SUCCESS_TOASTS.idSubmitted);
    } catch (error) {
      if (error instanceof UploadAbortedError) return;
      if (error instanceof ApiError && error.status === 413) showFailure(ERROR_TOASTS.idFileTooLarge, error);
      else showFailure(ERROR_TOASTS.idVerificationFailed, error);
    } finally {
      setSending(null);
    }
  };

  if (isSent) {
    // The replicated check (pending) replaces this note as soon as it reaches the device.
    return (
      <p className="text-sm text-slate-700" role="status">
        Your ID was sent. A reviewer checks it within 24-48 hours; its status appears here.
      </p>
    );
  }
  return (
    <form onSubmit={handleSubmit(send, announceInvalid)} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="First name" error={errors.firstName?.message} isRequired hint="As written on the document.">
        <TextInput autoComplete="given-name" {...register('firstName')} />
      </Field>
      <Field label="Last name" error={errors.lastName?.message} isRequired>
        <TextInput autoComplete="family-name" {...register('lastName')} />
      </Field>
      <Field label="Date of birth" error={errors.dateOfBirth?.message} isRequired>
        <TextInput type="date" autoComplete="bday" {...register('dateOfBirth')} />
      </Field>
      <Field label="Document type" error={errors.documentType?.message} isRequired>
        <Select placeholder="Select a document type" options={DOCUMENT_TYPE_OPTIONS} {...register('documentType')} />
      </Field>
      <Field
        label="ID document"
        error={errors.document?.message}
        isRequired
        hint="A photo or scan: JPG, PNG, WEBP, HEIC or PDF, up to 5MB."
        className="sm:col-span-2"
      >
        <Controller
          control={control}
          name="document"
          render={({ field }) => (
            <FileInput
              accept={ID_DOCUMENT_EXTENSIONS.join(',')}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              onFileChange={(file) => {
                chosen.current = file;
                field.onChange(file ? toFileMetadata(file) : undefined);
                if (file && file.size > ID_DOCUMENT_MAX_BYTES) toast({ ...ERROR_TOASTS.idFileTooLarge, variant: 'destructive' });
              }}
            />
          )}
        />
      </Field>
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:col-span-2">
        {!online && <NeedsConnection what="Sending an ID document" />}
        {sending && (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <UploadProgressBar className="flex-1" percent={sending.percent} label="Uploading your ID document" />
            <Button size="sm" variant="secondary" onClick={() => sending.request.abort()}>
              Cancel
            </Button>
          </div>
        )}
        <Button type="submit" disabled={!online} isLoading={Boolean(sending)} className="w-full sm:w-fit sm:self-end">
          Submit for Verification
        </Button>
      </div>
    </form>
  );
}
