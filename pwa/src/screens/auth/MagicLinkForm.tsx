import { zodResolver } from '@hookform/resolvers/zod';
import { MAGIC_LINK_EXPIRY_MS } from '@shared/catalog.ts';
import { emailStepFormSchema, type EmailStepForm } from '@shared/schemas/auth-forms.ts';
import { useForm } from 'react-hook-form';
import { Button, Field, TextInput } from '../../ui/index.ts';

/** The Magic Link tab: one e-mail field; after sending, where the link went and how long it works. */
export function MagicLinkForm({ onSend, sentTo }: { onSend: (email: string) => Promise<void>; sentTo: string | null }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailStepForm>({ resolver: zodResolver(emailStepFormSchema), defaultValues: { email: '' }, mode: 'onTouched' });

  return (
    <form onSubmit={handleSubmit(({ email }) => onSend(email))} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">We will email you a link that signs you in with one click. No password needed.</p>
      <Field label="Email" error={errors.email?.message}>
        <TextInput type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...register('email')} />
      </Field>
      <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
        Send Magic Link
      </Button>
      {sentTo && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          We sent a sign-in link to <strong className="font-semibold">{sentTo}</strong>. It works once and expires in{' '}
          {MAGIC_LINK_EXPIRY_MS / 60_000} minutes.
        </p>
      )}
    </form>
  );
}
