import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { companyEmailVerificationFormSchema } from '@shared/schemas/verification-forms.ts';
import { Field, TextInput } from '../../ui/index.ts';
import { UnavailableSubmit } from './UnavailableSubmit.tsx';

type Input = z.input<typeof companyEmailVerificationFormSchema>;

/** Company e-mail: a 6-digit code goes to this address; entering it proves the mailbox is yours. */
export function CompanyEmailForm() {
  const {
    register,
    formState: { errors },
  } = useForm<Input>({
    resolver: zodResolver(companyEmailVerificationFormSchema),
    defaultValues: { companyEmail: '', companyName: '' },
    mode: 'onTouched',
  });
  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Company email" error={errors.companyEmail?.message} isRequired hint="Your work address at that company.">
        <TextInput type="email" autoComplete="work email" {...register('companyEmail')} />
      </Field>
      <Field label="Company name" error={errors.companyName?.message} isRequired>
        <TextInput autoComplete="organization" {...register('companyName')} />
      </Field>
      <UnavailableSubmit label="Send Verification Code" />
    </form>
  );
}
