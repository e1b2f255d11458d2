import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { ID_DOCUMENT_EXTENSIONS, ID_DOCUMENT_TYPES, ID_DOCUMENT_TYPE_LABELS } from '@shared/catalog.ts';
import { checkMinimumAge } from '@shared/rules/minimum-age.ts';
import { toFileMetadata } from '@shared/schemas/file-upload.ts';
import { idVerificationFormSchema } from '@shared/schemas/verification-forms.ts';
import { FileInput } from '../../features/files/FileInput.tsx';
import { Field, Select, TextInput } from '../../ui/index.ts';
import { UnavailableSubmit } from './UnavailableSubmit.tsx';

/** The shared form schema plus the 18-year minimum, which needs today's date (shared rules take `now`). */
const formSchema = idVerificationFormSchema.superRefine((form, ctx) => {
  const refusal = form.dateOfBirth ? checkMinimumAge(form.dateOfBirth, new Date()) : null;
  if (refusal) ctx.addIssue({ code: 'custom', message: refusal, path: ['dateOfBirth'] });
});
type Input = z.input<typeof formSchema>;

const DOCUMENT_TYPE_OPTIONS = ID_DOCUMENT_TYPES.map((value) => ({ value, label: ID_DOCUMENT_TYPE_LABELS[value] }));

/** The first message about the chosen file: missing, over 5 MB, or not an image or PDF. */
function documentError(errors: FieldErrors<Input>): string | undefined {
  const error = errors.document;
  return error?.message ?? error?.fileSize?.message ?? error?.fileName?.message;
}

/** A government ID: names and date of birth as on the document, its type and a photo or scan of it. */
export function IdDocumentForm() {
  const {
    register,
    control,
    formState: { errors },
  } = useForm<Input>({
    resolver: zodResolver(formSchema),
    defaultValues: { firstName: '', lastName: '', dateOfBirth: '', documentType: '' as Input['documentType'] },
    mode: 'onTouched',
  });
  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate className="grid gap-4 sm:grid-cols-2">
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
        error={documentError(errors)}
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
              onFileChange={(file) => field.onChange(file ? toFileMetadata(file) : undefined)}
            />
          )}
        />
      </Field>
      <UnavailableSubmit label="Submit for Verification" />
    </form>
  );
}
