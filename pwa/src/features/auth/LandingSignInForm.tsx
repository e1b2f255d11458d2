import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import { landingSignInFormSchema, type LandingSignInForm as Values } from '@shared/schemas/auth-forms.ts';
import { useForm } from 'react-hook-form';
import { Button, Field, TextInput } from '../../ui/index.ts';
import { login } from './auth-api.ts';
import { showFailure } from './show-failure.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/** The landing sign-in dialog's form: POST /api/auth/login, then the dashboard with 'Welcome back!'. */
export function LandingSignInForm({ onSwitchToSignUp }: { onSwitchToSignUp: () => void }) {
  const finishSignIn = useFinishSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(landingSignInFormSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const onSubmit = async (values: Values) => {
    try {
      await finishSignIn(await login(values), SUCCESS_TOASTS.welcomeBack);
    } catch (error) {
      showFailure(ERROR_TOASTS.loginFailed, error);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <Field label="Email" error={errors.email?.message}>
        <TextInput type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...register('email')} />
      </Field>
      <Field label="Password" error={errors.password?.message}>
        <TextInput type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      <Button type="submit" size="lg" isLoading={isSubmitting} className="mt-1 w-full">
        Sign In
      </Button>
      <p className="text-center text-sm text-slate-600">
        New to HireSync?{' '}
        <button type="button" onClick={onSwitchToSignUp} className="font-medium text-brand-700 hover:underline">
          Create an account
        </button>
      </p>
    </form>
  );
}
