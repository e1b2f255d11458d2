import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import type { z } from 'zod';
import { CODE_RULES } from '@shared/catalog.ts';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import { companyEmailVerificationFormSchema, type CompanyEmailVerificationForm } from '@shared/schemas/verification-forms.ts';
import type { Verification } from '@shared/schemas/verification.ts';
import { resendDeadline } from '../../features/auth/ResendCode.tsx';
import { showFailure } from '../../features/auth/show-failure.ts';
import { sendCompanyEmailCode } from '../../features/verification/verification-api.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { Button, Field, NeedsConnection, TextInput, toast } from '../../ui/index.ts';
import { CompanyEmailCodeStep } from './CompanyEmailCodeStep.tsx';

type Input = z.input<typeof companyEmailVerificationFormSchema>;

/**
 * Company e-mail: a 6-digit code goes to this address; entering it proves the mailbox is yours. While a code is
 * out (the check is pending, on this device or another) the code step shows, with a way back to the address.
 */
export function CompanyEmailForm({ verification }: { verification: Verification | undefined }) {
  const { online } = useSnapshot(syncStatus);
  const pending = verification?.status === 'pending' ? verification : undefined;
  const [sent, setSent] = useState<{ to: CompanyEmailVerificationForm; resendAt: number } | null>(null);
  const [isChangingAddress, setIsChangingAddress] = useState(false);

  const send = async (to: CompanyEmailVerificationForm) => {
    try {
      const { resendAfterSeconds } = await sendCompanyEmailCode(to);
      setSent({ to, resendAt: resendDeadline(resendAfterSeconds) });
      setIsChangingAddress(false);
      toast(SUCCESS_TOASTS.verificationEmailSent);
    } catch (error) {
      showFailure(ERROR_TOASTS.emailVerificationFailed, error);
    }
  };

  // The address a code was sent to: from this visit, else from the pending check (a reload, another device).
  const awaiting =
    sent?.to ??
    (pending?.details.companyEmail
      ? { companyEmail: pending.details.companyEmail, companyName: pending.details.companyName ?? '' }
      : undefined);
  if (awaiting && !isChangingAddress) {
    const resendAt = sent?.resendAt ?? (pending?.submittedAt ? Date.parse(pending.submittedAt) + CODE_RULES.resendCountdownSeconds * 1000 : 0);
    return (
      <CompanyEmailCodeStep
        companyEmail={awaiting.companyEmail}
        resendAt={resendAt}
        online={online}
        onResend={() => send(awaiting)}
        onChangeAddress={() => setIsChangingAddress(true)}
      />
    );
  }
  return <CompanyEmailAddressStep defaults={awaiting} online={online} onSend={send} />;
}

function CompanyEmailAddressStep({
  defaults,
  online,
  onSend,
}: {
  defaults: CompanyEmailVerificationForm | undefined;
  online: boolean;
  onSend: (to: CompanyEmailVerificationForm) => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, CompanyEmailVerificationForm>({
    resolver: zodResolver(companyEmailVerificationFormSchema),
    defaultValues: defaults ?? { companyEmail: '', companyName: '' },
    mode: 'onTouched',
  });
  return (
    <form onSubmit={handleSubmit(onSend)} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Company email" error={errors.companyEmail?.message} isRequired hint="Your work address at that company.">
        <TextInput type="email" autoComplete="work email" {...register('companyEmail')} />
      </Field>
      <Field label="Company name" error={errors.companyName?.message} isRequired>
        <TextInput autoComplete="organization" {...register('companyName')} />
      </Field>
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4 sm:col-span-2">
        {!online && <NeedsConnection what="Sending a verification code" />}
        <Button type="submit" disabled={!online} isLoading={isSubmitting} className="w-full sm:w-fit sm:self-end">
          Send Verification Code
        </Button>
      </div>
    </form>
  );
}
