import { zodResolver } from '@hookform/resolvers/zod';
import { emailStepFormSchema, joinPhoneFormSchema } from '@shared/schemas/auth-forms.ts';
import { useForm } from 'react-hook-form';
import { Button, Field, TextInput } from '../../ui/index.ts';
import { StepFrame } from './StepFrame.tsx';
import type { Contact, SentCode } from './contact.ts';

type FormProps = {
  /** The code already sent to an address of this kind, if it can still be entered. */
  sent: SentCode | null;
  onSend: (contact: Contact) => Promise<void>;
  onHaveCode: (sent: SentCode) => void;
  onBack: () => void;
};

/**
 * The phone or e-mail entry step; `onSend` sends the code and moves on, or shows why it could not. After Back
 * from the code step the address is filled in again, with a way back to the code already received.
 */
export function ContactStep({ kind, ...props }: FormProps & { kind: Contact['kind'] }) {
  return kind === 'phone' ? <PhoneForm {...props} /> : <EmailForm {...props} />;
}

/** 'I already have a code': back to the code box for the code sent to `sent`'s address. */
function HaveCodeButton({ sent, onHaveCode }: Pick<FormProps, 'sent' | 'onHaveCode'>) {
  if (!sent) return null;
  return (
    <Button variant="secondary" size="lg" onClick={() => onHaveCode(sent)} className="w-full">
      I already have a code
    </Button>
  );
}

function PhoneForm({ sent, onSend, onHaveCode, onBack }: FormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(joinPhoneFormSchema),
    defaultValues: { phoneNumber: sent?.contact.kind === 'phone' ? sent.contact.phoneNumber : '' },
    mode: 'onTouched',
  });
  return (
    <StepFrame title="Continue with phone" description="Enter your mobile number and we will text you a code." onBack={onBack}>
      <form onSubmit={handleSubmit(({ phoneNumber }) => onSend({ kind: 'phone', phoneNumber }))} noValidate className="flex flex-col gap-4">
        <Field label="Phone number" error={errors.phoneNumber?.message} hint="Include your country code, e.g. +1 555 123 4567.">
          <TextInput type="tel" autoComplete="tel" inputMode="tel" placeholder="+1 555 123 4567" autoFocus {...register('phoneNumber')} />
        </Field>
        <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
          Send code
        </Button>
        <HaveCodeButton sent={sent} onHaveCode={onHaveCode} />
      </form>
    </StepFrame>
  );
}

function EmailForm({ sent, onSend, onHaveCode, onBack }: FormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(emailStepFormSchema),
    defaultValues: { email: sent?.contact.kind === 'email' ? sent.contact.email : '' },
    mode: 'onTouched',
  });
  return (
    <StepFrame title="Continue with email" description="Enter your email address and we will send you a code." onBack={onBack}>
      <form onSubmit={handleSubmit(({ email }) => onSend({ kind: 'email', email }))} noValidate className="flex flex-col gap-4">
        <Field label="Email" error={errors.email?.message}>
          <TextInput type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" autoFocus {...register('email')} />
        </Field>
        <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
          Send code
        </Button>
        <HaveCodeButton sent={sent} onHaveCode={onHaveCode} />
      </form>
    </StepFrame>
  );
}
