import { zodResolver } from '@hookform/resolvers/zod';
import { verificationCodeFormSchema, type VerificationCodeForm } from '@shared/schemas/auth-forms.ts';
import { useForm } from 'react-hook-form';
import { CodeInput } from '../../features/auth/CodeInput.tsx';
import { CodeDeliveryHint, ResendCode } from '../../features/auth/ResendCode.tsx';
import { Button, Field } from '../../ui/index.ts';
import type { Contact } from './contact.ts';
import { StepFrame } from './StepFrame.tsx';

/** The 6-digit code step: the code, the development hint, and the resend countdown (spec section 2). */
export function CodeStep({
  contact,
  resendAt,
  onVerify,
  onResend,
  onBack,
}: {
  contact: Contact;
  resendAt: number;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onBack: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<VerificationCodeForm>({ resolver: zodResolver(verificationCodeFormSchema), defaultValues: { code: '' } });
  const destination = contact.kind === 'phone' ? contact.phoneNumber : contact.email;

  return (
    <StepFrame title="Enter your code" description={`We sent a 6-digit code to ${destination}.`} onBack={onBack}>
      <form onSubmit={handleSubmit(({ code }) => onVerify(code))} noValidate className="flex flex-col gap-4">
        <Field label="Verification code" error={errors.code?.message}>
          <CodeInput autoFocus {...register('code')} />
        </Field>
        <CodeDeliveryHint />
        <ResendCode resendAt={resendAt} onResend={onResend} />
        <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
          Verify
        </Button>
      </form>
    </StepFrame>
  );
}
