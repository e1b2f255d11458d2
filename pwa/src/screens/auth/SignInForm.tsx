import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import { currentUserSchema } from '@shared/schemas/account.ts';
import { signInRequestSchema, type SignInRequest } from '@shared/schemas/auth-requests.ts';
import { useForm } from 'react-hook-form';
import { apiFetch, describeError } from '../../sync/api.ts';
import { Button, Field, TextInput, toast } from '../../ui/index.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/** E-mail and password sign-in: POST /api/auth/signin, which answers `{ user }` and sets the session cookie. */
export function SignInForm() {
  const finishSignIn = useFinishSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signInRequestSchema),
    defaultValues: { email: '', password: '' },
    mode: 'onTouched',
  });

  const onSubmit = async (body: SignInRequest) => {
    try {
      const { user } = await apiFetch<{ user: unknown }>('/api/auth/signin', { body });
      await finishSignIn(currentUserSchema.parse(user), SUCCESS_TOASTS.welcomeBack);
    } catch (error) {
      toast({
        ...ERROR_TOASTS.authSignInFailed,
        description: describeError(error, ERROR_TOASTS.signInFailed.description),
        variant: 'destructive',
      });
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
      <Button type="submit" size="lg" isLoading={isSubmitting} className="mt-2 w-full">
        Sign In
      </Button>
    </form>
  );
}
