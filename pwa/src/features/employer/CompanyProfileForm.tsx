import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { PROFILE_CREATED_REDIRECT_MS } from '@shared/catalog.ts';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import {
  companyProfileFormSchema,
  type CompanyProfileForm as CompanyProfileValues,
  type CompanyProfileFormInput,
} from '@shared/schemas/company-profile-form.ts';
import type { Employer } from '@shared/schemas/employer.ts';
import { saveDoc } from '../../db/writes.ts';
import { Button, ButtonLink, Card, toast } from '../../ui/index.ts';
import { CompanyInformationFields, ContactInformationFields } from './CompanyProfileFields.tsx';
import { toCompanyFormValues, toEmployerDoc } from './company-profile-doc.ts';

/**
 * The /employer-profile form: Company Information, Contact Information and the Hiring Preferences note. Saving
 * writes the local document at once (offline too); after creating a profile it moves on to the dashboard.
 */
export function CompanyProfileForm({ employer, userId }: { employer: Employer | undefined; userId: string }) {
  const [, navigate] = useLocation();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const form = useForm<CompanyProfileFormInput, unknown, CompanyProfileValues>({
    resolver: zodResolver(companyProfileFormSchema),
    defaultValues: toCompanyFormValues(employer),
    mode: 'onTouched',
  });
  const {
    handleSubmit,
    reset,
    formState: { isDirty, isSubmitting },
  } = form;

  // The stored profile can arrive after the form (another device's save, a first sync): take it unless the
  // user has already started typing, so their edits are never overwritten.
  useEffect(() => {
    if (employer && !isDirty) reset(toCompanyFormValues(employer));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [employer?.id, employer?.updatedAt]);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onSubmit = async (values: CompanyProfileValues) => {
    const isNew = !employer;
    const doc = toEmployerDoc(values, employer, userId);
    try {
      await saveDoc('employers', doc);
    } catch {
      toast({ ...ERROR_TOASTS.companyProfileSaveFailed, variant: 'destructive' });
      return;
    }
    reset(toCompanyFormValues(doc));
    toast({ ...SUCCESS_TOASTS.companyProfileSaved, variant: 'success' });
    if (isNew) redirectTimer.current = setTimeout(() => navigate('/employer-dashboard'), PROFILE_CREATED_REDIRECT_MS);
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-6">
      <Card as="section" title="Company Information" description="What candidates see about your company.">
        <CompanyInformationFields form={form} />
      </Card>
      <Card as="section" title="Contact Information" description="Who candidates and our team can reach about your jobs.">
        <ContactInformationFields form={form} />
      </Card>
      <Card as="section" title="Hiring Preferences">
        <p className="text-sm text-slate-600">
          Remote work and visa sponsorship are set for each job when you post it, so every role can say exactly what
          it offers.
        </p>
      </Card>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ButtonLink href="/employer-dashboard" variant="secondary" size="lg">
          Cancel
        </ButtonLink>
        <Button type="submit" size="lg" isLoading={isSubmitting}>
          Save Profile
        </Button>
      </div>
    </form>
  );
}
