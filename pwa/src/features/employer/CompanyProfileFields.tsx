import { Controller, type UseFormReturn } from 'react-hook-form';
import { COMPANY_SIZES, INDUSTRIES, TEXT_RULES } from '@shared/catalog.ts';
import type { CompanyProfileForm, CompanyProfileFormInput } from '@shared/schemas/company-profile-form.ts';
import { Field, Select, TextArea, TextInput } from '../../ui/index.ts';

type CompanyForm = UseFormReturn<CompanyProfileFormInput, unknown, CompanyProfileForm>;

const INDUSTRY_OPTIONS = INDUSTRIES.map((industry) => ({ value: industry, label: industry }));
const SIZE_OPTIONS = COMPANY_SIZES.map((size) => ({ value: size, label: `${size} employees` }));

/** The 'Company Information' section of the company profile form. */
export function CompanyInformationFields({ form }: { form: CompanyForm }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Company name" isRequired error={errors.companyName?.message} className="sm:col-span-2">
        <TextInput autoComplete="organization" {...register('companyName')} />
      </Field>
      <Field label="Industry" isRequired error={errors.industry?.message}>
        <Select placeholder="Select an industry" options={INDUSTRY_OPTIONS} {...register('industry')} />
      </Field>
      <Field label="Company size" isRequired error={errors.companySize?.message}>
        <Select placeholder="Select a size" options={SIZE_OPTIONS} {...register('companySize')} />
      </Field>
      <Field label="Location" isRequired error={errors.location?.message}>
        <TextInput placeholder="e.g. Berlin, Germany" autoComplete="address-level2" {...register('location')} />
      </Field>
      <Field label="Website" error={errors.website?.message}>
        <TextInput type="url" inputMode="url" placeholder="https://example.com" autoComplete="url" {...register('website')} />
      </Field>
      <Field
        label="Company description"
        isRequired
        error={errors.description?.message}
        hint={`At least ${TEXT_RULES.companyDescriptionMin} characters: what you do, your culture, why people join.`}
        className="sm:col-span-2"
      >
        <Controller
          name="description"
          control={control}
          render={({ field }) => <TextArea {...field} rows={6} counterMax={TEXT_RULES.companyDescriptionCounter} />}
        />
      </Field>
      <Field label="LinkedIn" error={errors.linkedinUrl?.message} className="sm:col-span-2">
        <TextInput
          type="url"
          inputMode="url"
          placeholder="https://www.linkedin.com/company/your-company"
          {...register('linkedinUrl')}
        />
      </Field>
    </div>
  );
}

/** The 'Contact Information' section of the company profile form. */
export function ContactInformationFields({ form }: { form: CompanyForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Contact name" error={errors.contactName?.message} className="sm:col-span-2">
        <TextInput autoComplete="name" {...register('contactName')} />
      </Field>
      <Field label="Contact email" isRequired error={errors.contactEmail?.message}>
        <TextInput type="email" inputMode="email" autoComplete="email" placeholder="hiring@example.com" {...register('contactEmail')} />
      </Field>
      <Field label="Contact phone" error={errors.contactPhone?.message}>
        <TextInput type="tel" inputMode="tel" autoComplete="tel" placeholder="+1 555 123 4567" {...register('contactPhone')} />
      </Field>
    </div>
  );
}
