import { zodResolver } from '@hookform/resolvers/zod';
import { completeProfileFormSchema, type CompleteProfileForm as Values } from '@shared/schemas/auth-forms.ts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ACCOUNT_TYPE_OPTIONS } from '../../features/auth/account-types.ts';
import { NameFields, NewPasswordField } from '../../features/auth/SignUpFields.tsx';
import { Button, RadioCards } from '../../ui/index.ts';

/** 'Complete Your Profile' for a newly verified address: names, a password and the account type. */
export function CompleteProfileForm({ email, onSubmit }: { email: string; onSubmit: (values: Values) => Promise<void> }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof completeProfileFormSchema>, unknown, Values>({
    resolver: zodResolver(completeProfileFormSchema),
    defaultValues: { firstName: '', lastName: '', password: '' },
    mode: 'onTouched',
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-semibold tracking-tight text-slate-900">Complete Your Profile</h2>
        <p className="mt-1 text-sm text-slate-600">
          <strong className="font-semibold text-slate-800">{email}</strong> is verified. A few details and you are in.
        </p>
      </div>
      <NameFields register={register} errors={errors} />
      <NewPasswordField register={register} errors={errors} />
      <RadioCards legend="Account type" options={ACCOUNT_TYPE_OPTIONS} error={errors.userType?.message} inputProps={register('userType')} />
      <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
        Create Account
      </Button>
    </form>
  );
}
