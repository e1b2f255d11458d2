import { zodResolver } from '@hookform/resolvers/zod';
import { passwordSignInFormSchema, type PasswordSignInForm } from '@shared/schemas/auth-forms.ts';
import { useForm } from 'react-hook-form';
import { Button, Field, TextInput } from '../../ui/index.ts';

/** The Password tab: e-mail and password, POST /api/auth/signin. */
export function PasswordForm({ onSubmit }: { onSubmit: (values: PasswordSignInForm) => Promise<void> }) {
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
  );
}
