import { zodResolver } from '@hookform/resolvers/zod';
import { emailStepFormSchema, type EmailStepForm } from '@shared/schemas/auth-forms.ts';
import { useForm } from 'react-hook-form';
import { Button, Field, TextInput } from '../../ui/index.ts';

/** The Email Code tab: the address a 6-digit code is sent to. */
export function EmailCodeForm({ onSend }: { onSend: (email: string) => Promise<void> }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailStepForm>({ resolver: zodResolver(emailStepFormSchema), defaultValues: { email: '' }, mode: 'onTouched' });

  return (
    <form onSubmit={handleSubmit(({ email }) => onSend(email))} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">We will email you a 6-digit code to sign in or create your account.</p>
      <Field label="Email" error={errors.email?.message}>
        <TextInput type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...register('email')} />
      </Field>
      <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
        Send Verification Code
      </Button>
    </form>
  );
}
