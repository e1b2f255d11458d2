import { zodResolver } from '@hookform/resolvers/zod';
import { emailStepFormSchema, joinPhoneFormSchema } from '@shared/schemas/auth-forms.ts';
import { useForm } from 'react-hook-form';
import { Button, Field, TextInput } from '../../ui/index.ts';
import { StepFrame } from './StepFrame.tsx';

/** Where the code goes: the phone number or the e-mail address the person typed (already validated). */
export type Contact = { kind: 'phone'; phoneNumber: string } | { kind: 'email'; email: string };

/** The phone or e-mail entry step; `onSend` sends the code and moves on, or shows why it could not. */
export function ContactStep({
  kind,
  onSend,
  onBack,
}: {
  kind: Contact['kind'];
  onSend: (contact: Contact) => Promise<void>;
  onBack: () => void;
}) {
  return kind === 'phone' ? <PhoneForm onSend={onSend} onBack={onBack} /> : <EmailForm onSend={onSend} onBack={onBack} />;
}

type FormProps = { onSend: (contact: Contact) => Promise<void>; onBack: () => void };

function PhoneForm({ onSend, onBack }: FormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(joinPhoneFormSchema), defaultValues: { phoneNumber: '' }, mode: 'onTouched' });
  return (
    <StepFrame title="Continue with phone" description="Enter your mobile number and we will text you a code." onBack={onBack}>
      <form onSubmit={handleSubmit(({ phoneNumber }) => onSend({ kind: 'phone', phoneNumber }))} noValidate className="flex flex-col gap-4">
        <Field label="Phone number" error={errors.phoneNumber?.message} hint="Include your country code, e.g. +1 555 123 4567.">
          <TextInput type="tel" autoComplete="tel" inputMode="tel" placeholder="+1 555 123 4567" autoFocus {...register('phoneNumber')} />
        </Field>
        <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
          Send code
        </Button>
      </form>
    </StepFrame>
  );
}

function EmailForm({ onSend, onBack }: FormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(emailStepFormSchema), defaultValues: { email: '' }, mode: 'onTouched' });
  return (
    <StepFrame title="Continue with email" description="Enter your email address and we will send you a code." onBack={onBack}>
      <form onSubmit={handleSubmit(({ email }) => onSend({ kind: 'email', email }))} noValidate className="flex flex-col gap-4">
        <Field label="Email" error={errors.email?.message}>
          <TextInput type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" autoFocus {...register('email')} />
        </Field>
        <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
          Send code
        </Button>
      </form>
    </StepFrame>
  );
}
