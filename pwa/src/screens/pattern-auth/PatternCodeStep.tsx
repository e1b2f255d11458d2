import { zodResolver } from '@hookform/resolvers/zod';
import { verificationCodeFormSchema, type VerificationCodeForm } from '@shared/schemas/auth-forms.ts';
import { useForm } from 'react-hook-form';
import { CodeInput } from '../../features/auth/CodeInput.tsx';
import { ResendCode } from '../../features/auth/ResendCode.tsx';
import { Button, Field } from '../../ui/index.ts';

/**
 * After 'Complete Registration': the server mailed a code, since a pattern may only sign into an address its
 * owner has proven. The code completes the registration.
 */
export function PatternCodeStep({
  email,
  resendAt,
  onVerify,
  onResend,
  onBack,
}: {
  email: string;
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

  return (
    <form onSubmit={handleSubmit(({ code }) => onVerify(code))} noValidate className="flex flex-col gap-4">
      <div>
        <h2 className="text-xl font-semibold tracking-tight text-slate-900">Confirm Your Email</h2>
        <p className="mt-1 text-sm text-slate-600">
          We sent a 6-digit code to <strong className="font-semibold text-slate-800">{email}</strong>. Enter it to finish
          creating your account.
        </p>
      </div>
      <Field label="Verification code" error={errors.code?.message}>
        <CodeInput autoFocus {...register('code')} />
      </Field>
      <ResendCode resendAt={resendAt} onResend={onResend} />
      <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
        Verify and Register
      </Button>
      <button type="button" onClick={onBack} className="self-center text-sm font-medium text-brand-700 hover:underline">
        Start over
      </button>
    </form>
  );
}
