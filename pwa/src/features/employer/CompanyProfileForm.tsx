import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { PROFILE_CREATED_REDIRECT_MS } from '@shared/catalog.ts';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import { companyProfileFormSchema, type CompanyProfileForm as CompanyProfileValues } from '@shared/schemas/company-profile-form.ts';
import type { Employer } from '@shared/schemas/employer.ts';
import { ChangedElsewhereNotice } from '../forms/ChangedElsewhereNotice.tsx';
import { useDocumentForm } from '../forms/use-document-form.ts';
import { Button, ButtonLink, Card, toast } from '../../ui/index.ts';
import { CompanyInformationFields, ContactInformationFields } from './CompanyProfileFields.tsx';
import { COMPANY_FIELD_LABELS, newEmployerDoc, toCompanyFormValues } from './company-profile-doc.ts';

/**
 * The /employer-profile form: Company Information, Contact Information and the Hiring Preferences note. Saving
 * writes the fields the user changed onto the local document at once (offline too), so an edit made meanwhile
 * on another tab or device survives; after creating a profile it moves on to the dashboard.
 */
export function CompanyProfileForm({ employer, userId }: { employer: Employer | undefined; userId: string }) {
  const [, navigate] = useLocation();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { form, save, changedElsewhere, takeSaved } = useDocumentForm({
    collection: 'employers',
    doc: employer,
    schema: companyProfileFormSchema,
    toValues: toCompanyFormValues,
    toFields: (values: CompanyProfileValues) => values,
    create: (fields) => newEmployerDoc(fields, userId, new Date()),
    stamp: () => ({ updatedAt: new Date().toISOString() }),
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onSubmit = async (values: CompanyProfileValues) => {
    let created: boolean;
    try {
      ({ created } = await save(values));
    } catch {
      toast({ ...ERROR_TOASTS.companyProfileSaveFailed, variant: 'destructive' });
      return;
    }
    toast({ ...SUCCESS_TOASTS.companyProfileSaved, variant: 'success' });
    if (created) redirectTimer.current = setTimeout(() => navigate('/employer-dashboard'), PROFILE_CREATED_REDIRECT_MS);
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
      <ChangedElsewhereNotice fields={changedElsewhere} labels={COMPANY_FIELD_LABELS} onTakeSaved={takeSaved} />
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
