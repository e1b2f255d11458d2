import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import { currentUserSchema } from '@shared/schemas/account.ts';
import { signUpRequestSchema, type SignUpRequest } from '@shared/schemas/auth-requests.ts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { apiFetch, describeError } from '../../sync/api.ts';
import { Button, Field, RadioCards, TextInput, toast, type RadioCardOption } from '../../ui/index.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/** The account types as the spec words them on /twilio-auth and /auth. */
const ACCOUNT_TYPES: RadioCardOption[] = [
  { value: 'candidate', label: 'Candidate', description: 'Looking for work' },
  { value: 'employer', label: 'Employer', description: 'Hiring talent' },
];

/** Create an account: POST /api/auth/signup, which answers `{ user }` and signs the new user in. */
export function SignUpForm() {
  const finishSignIn = useFinishSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof signUpRequestSchema>, unknown, SignUpRequest>({
    resolver: zodResolver(signUpRequestSchema),
    // Most people arriving here look for work; an employer switches with one click.
    defaultValues: { firstName: '', lastName: '', email: '', password: '', userType: 'candidate' },
    mode: 'onTouched',
  });

  const onSubmit = async (body: SignUpRequest) => {
    try {
      const { user } = await apiFetch<{ user: unknown }>('/api/auth/signup', { body });
      await finishSignIn(currentUserSchema.parse(user), SUCCESS_TOASTS.joinAccountCreated);
    } catch (error) {
      toast({
        ...ERROR_TOASTS.authRegistrationFailed,
        description: describeError(error, ERROR_TOASTS.joinRegistrationFailed.description),
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" error={errors.firstName?.message}>
          <TextInput autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label="Last name" error={errors.lastName?.message}>
          <TextInput autoComplete="family-name" {...register('lastName')} />
        </Field>
      </div>
      <Field label="Email" error={errors.email?.message}>
        <TextInput type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...register('email')} />
      </Field>
      <Field
        label="Password"
        error={errors.password?.message}
        hint="8 to 10 characters, with at least one capital letter and one number."
      >
        <TextInput type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <RadioCards
        legend="Account type"
        options={ACCOUNT_TYPES}
        error={errors.userType?.message}
        inputProps={register('userType')}
      />
      <Button type="submit" size="lg" isLoading={isSubmitting} className="mt-2 w-full">
        Create Account
      </Button>
    </form>
  );
}
