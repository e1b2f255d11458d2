import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { verificationCodeFormSchema, type VerificationCodeForm } from '@shared/schemas/auth-forms.ts';
import { useForm } from 'react-hook-form';
import { Button, Field } from '../../ui/index.ts';
import { CodeInput } from './CodeInput.tsx';
import { CodeDeliveryHint, ResendCode } from './ResendCode.tsx';

/**
 * The step where a mailed or texted 6-digit code is typed (spec section 2): the code box, the resend countdown and
 * the submit, with an optional heading, development hint and way back. Sign-in, pattern registration and the join
 * flow all use it, so the three steps cannot drift apart.
 */
export function CodeEntryForm({
  title,
  description,
  submitLabel,
  hasDeliveryHint = false,
  resendAt,
  onVerify,
  onResend,
  back,
}: {
  title?: string;
  description?: ReactNode;
  submitLabel: string;
  hasDeliveryHint?: boolean;
  resendAt: number;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  back?: { label: string; onClick: () => void };
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<VerificationCodeForm>({ resolver: zodResolver(verificationCodeFormSchema), defaultValues: { code: '' } });

  return (
    <form onSubmit={handleSubmit(({ code }) => onVerify(code))} noValidate className="flex flex-col gap-4">
      {title && (
        <div>
          <h2 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h2>
          {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        </div>
      )}
      <Field label="Verification code" error={errors.code?.message}>
        <CodeInput autoFocus {...register('code')} />
      </Field>
      {hasDeliveryHint && <CodeDeliveryHint />}
      <ResendCode resendAt={resendAt} onResend={onResend} />
      <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
        {submitLabel}
      </Button>
      {back && (
        <button type="button" onClick={back.onClick} className="self-center text-sm font-medium text-brand-700 hover:underline">
          {back.label}
        </button>
      )}
    </form>
  );
}

/** 'We sent a 6-digit code to <address>.', the address in bold, with what the code is for after it. */
export function CodeSentTo({ destination, then }: { destination: string; then?: string }) {
  return (
    <>
      We sent a 6-digit code to <strong className="font-semibold text-slate-800">{destination}</strong>.{then && ` ${then}`}
    </>
  );
}
