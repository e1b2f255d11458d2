import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSignInFormSchema, type PasswordSignInForm } from '@shared/schemas/auth-forms.ts';
import { useForm } from 'react-hook-form';
import { Button, Field, TextInput } from '../../ui/index.ts';
import { StepFrame } from './StepFrame.tsx';

/** The join flow's sign-in step: e-mail and password, with a way back to joining. */
export function SignInStep({
  onSubmit,
  onBack,
}: {
  onSubmit: (values: PasswordSignInForm) => Promise<void>;
  onBack: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordSignInForm>({
    resolver: zodResolver(passwordSignInFormSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  return (
    <StepFrame title="Sign In" description="Welcome back! Sign in with your email and password." onBack={onBack}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
        <Field label="Email" error={errors.email?.message}>
          <TextInput type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...register('email')} />
        </Field>
        <Field label="Password" error={errors.password?.message}>
          <TextInput type="password" autoComplete="current-password" {...register('password')} />
        </Field>
        <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
          Sign In
        </Button>
      </form>
      <p className="border-t border-slate-200 pt-4 text-center text-sm text-slate-600">
        New to HireSync?{' '}
        <button type="button" onClick={onBack} className="font-medium text-brand-700 hover:underline">
          Join now
        </button>
      </p>
    </StepFrame>
  );
}
