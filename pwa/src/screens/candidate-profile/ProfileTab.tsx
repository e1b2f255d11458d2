import { TEXT_RULES, WORK_AUTHORIZATION_LABELS } from '@shared/catalog.ts';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import { candidateProfileFormSchema, type CandidateProfileForm } from '@shared/schemas/candidate-profile-form.ts';
import type { Candidate } from '@shared/schemas/candidate.ts';
import type { CurrentUser } from '@shared/schemas/account.ts';
import { WORK_AUTHORIZATION_STATUSES } from '@shared/schemas/common.ts';
import { candidateStamp, newCandidateDoc, profileFormFields } from '../../features/candidates/candidate-doc.ts';
import { DraftNotice } from '../../features/drafts/DraftNotice.tsx';
import { useFormDraft } from '../../features/drafts/use-draft.ts';
import { ChangedElsewhereNotice } from '../../features/forms/ChangedElsewhereNotice.tsx';
import { useDocumentForm } from '../../features/forms/use-document-form.ts';
import { Button, Checkbox, Field, Select, TextArea, TextInput, toast } from '../../ui/index.ts';
import { PROFILE_FIELD_LABELS, profileFormValues } from './profile-form-values.ts';

const AUTHORIZATION_OPTIONS = WORK_AUTHORIZATION_STATUSES.map((value) => ({ value, label: WORK_AUTHORIZATION_LABELS[value] }));

/** An empty number box means 'not given' rather than 0 (NaN would fail the optional number). */
const optionalNumber = (value: unknown) => (value === '' || value === null ? undefined : Number(value));

/**
 * The Profile tab: the candidate's own details. Saving writes the fields the user changed onto the stored
 * profile at once (a first save creates it), so an edit made meanwhile on another tab or device survives, and
 * a change arriving while the user types fills only the fields they have not touched.
 */
export function ProfileTab({ candidate, user }: { candidate: Candidate | undefined; user: CurrentUser }) {
  const { form, save, changedElsewhere, takeSaved } = useDocumentForm({
    collection: 'candidates',
    doc: candidate,
    schema: candidateProfileFormSchema,
    toValues: (doc) => profileFormValues(doc, user),
    toFields: profileFormFields,
    create: (fields) => ({ ...newCandidateDoc(user, new Date()), ...fields }) as Candidate,
    stamp: candidateStamp,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const draft = useFormDraft('profile', form);

  const onSubmit = async (values: CandidateProfileForm) => {
    try {
      await save(values);
      await draft.clear();
      toast({ ...SUCCESS_TOASTS.profileUpdated, variant: 'success' });
    } catch (error) {
      // Only a local write can fail here (the server's verdict comes later, as a refused draft).
      const description = error instanceof Error ? error.message : undefined;
      toast({ title: ERROR_TOASTS.companyProfileSaveFailed.title, description, variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-slate-900">About you</legend>
        <Field label="First name" error={errors.firstName?.message} isRequired>
          <TextInput autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label="Last name" error={errors.lastName?.message} isRequired>
          <TextInput autoComplete="family-name" {...register('lastName')} />
        </Field>
        <Field label="Email" error={errors.email?.message} isRequired>
          <TextInput type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          <TextInput type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />
        </Field>
        <Field label="Title" error={errors.title?.message} hint="e.g. Senior Frontend Engineer">
          <TextInput autoComplete="organization-title" {...register('title')} />
        </Field>
        <Field label="Location" error={errors.location?.message} isRequired hint="City and country, e.g. Berlin, Germany">
          <TextInput autoComplete="address-level2" {...register('location')} />
        </Field>
        <Field
          label="Bio"
          error={errors.bio?.message}
          isRequired
          hint={`At least ${TEXT_RULES.bioMin} characters: what you do and what you are looking for.`}
          className="sm:col-span-2"
        >
          <TextArea rows={5} {...register('bio')} />
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-slate-900">Work preferences</legend>
        <Field label="Work authorization" error={errors.workAuthorizationStatus?.message} isRequired>
          <Select options={AUTHORIZATION_OPTIONS} {...register('workAuthorizationStatus')} />
        </Field>
        <Field label="Salary expectation" error={errors.salaryExpectation?.message} isRequired hint="Yearly, in US dollars">
          <TextInput type="number" inputMode="numeric" min={0} step={1000} {...register('salaryExpectation', { valueAsNumber: true })} />
        </Field>
        <Field label="Years of experience" error={errors.yearsExperience?.message}>
          <TextInput type="number" inputMode="numeric" min={0} max={70} {...register('yearsExperience', { setValueAs: optionalNumber })} />
        </Field>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-3 text-base font-semibold text-slate-900">Links</legend>
        <Field label="LinkedIn" error={errors.linkedinUrl?.message}>
          <TextInput type="url" inputMode="url" placeholder="https://linkedin.com/in/…" {...register('linkedinUrl')} />
        </Field>
        <Field label="GitHub" error={errors.githubUrl?.message}>
          <TextInput type="url" inputMode="url" placeholder="https://github.com/…" {...register('githubUrl')} />
        </Field>
        <Field label="Portfolio" error={errors.portfolioUrl?.message}>
          <TextInput type="url" inputMode="url" placeholder="https://…" {...register('portfolioUrl')} />
        </Field>
      </fieldset>

      <Checkbox
        label="Visible to employers"
        description="Employers can find your profile in talent search. Your e-mail and phone stay hidden until you apply to them."
        {...register('isOpenToEmployers')}
      />

      <ChangedElsewhereNotice fields={changedElsewhere} labels={PROFILE_FIELD_LABELS} onTakeSaved={takeSaved} />
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-end">
        <DraftNotice status={draft.status} onDiscard={() => void draft.discard()} className="sm:mr-auto" />
        <Button type="submit" isLoading={isSubmitting} className="w-full sm:w-auto">
          Save Profile
        </Button>
      </div>
    </form>
  );
}
