import { zodResolver } from '@hookform/resolvers/zod';
import { joinDetailsFormSchema, type JoinDetailsForm } from '@shared/schemas/auth-forms.ts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ACCOUNT_TYPE_OPTIONS } from '../../features/auth/account-types.ts';
import { NameFields, NewPasswordField } from '../../features/auth/SignUpFields.tsx';
import { Button, RadioCards } from '../../ui/index.ts';
import { StepFrame } from './StepFrame.tsx';

/** The user-details step after a verified code: names, account type and a password. */
export function DetailsStep({ onSubmit, onBack }: { onSubmit: (details: JoinDetailsForm) => Promise<void>; onBack: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof joinDetailsFormSchema>, unknown, JoinDetailsForm>({
    resolver: zodResolver(joinDetailsFormSchema),
    defaultValues: { firstName: '', lastName: '', password: '' },
    mode: 'onTouched',
  });

  return (
    <StepFrame title="Tell us about yourself" description="Your details help employers and candidates know who they are talking to." onBack={onBack}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
        <NameFields register={register} errors={errors} />
        <RadioCards legend="Account type" options={ACCOUNT_TYPE_OPTIONS} error={errors.userType?.message} inputProps={register('userType')} />
        <NewPasswordField register={register} errors={errors} />
        <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
          Create Account
        </Button>
      </form>
    </StepFrame>
  );
}
