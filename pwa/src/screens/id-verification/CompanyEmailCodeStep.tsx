import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import { companyEmailCodeFormSchema, type CompanyEmailCodeForm } from '@shared/schemas/verification-forms.ts';
import { CodeInput } from '../../features/auth/CodeInput.tsx';
import { CodeDeliveryHint, ResendCode } from '../../features/auth/ResendCode.tsx';
import { showFailure } from '../../features/auth/show-failure.ts';
import { confirmCompanyEmail } from '../../features/verification/verification-api.ts';
import { Button, Field, NeedsConnection, toast } from '../../ui/index.ts';

/**
 * The code mailed to the company address. The right code makes the check verified on the server; the new status
 * reaches this screen (and every device) through replication, which closes this step.
 */
export function CompanyEmailCodeStep({
  companyEmail,
  resendAt,
  online,
  onResend,
  onChangeAddress,
}: {
  companyEmail: string;
  resendAt: number;
  online: boolean;
  onResend: () => Promise<void>;
  onChangeAddress: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CompanyEmailCodeForm>({ resolver: zodResolver(companyEmailCodeFormSchema), defaultValues: { code: '' } });

  const verify = async ({ code }: CompanyEmailCodeForm) => {
    try {
      await confirmCompanyEmail(code);
      toast(SUCCESS_TOASTS.emailVerified);
    } catch (error) {
      showFailure(ERROR_TOASTS.codeCheckFailed, error);
    }
  };

  return (
    <form onSubmit={handleSubmit(verify)} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        We sent a 6-digit code to <strong className="font-semibold text-slate-900">{companyEmail}</strong>. Enter it
        here to confirm you work there.
      </p>
      <Field label="Verification code" error={errors.code?.message}>
        <CodeInput {...register('code')} />
      </Field>
      <CodeDeliveryHint />
      {online && <ResendCode resendAt={resendAt} onResend={onResend} />}
      {!online && <NeedsConnection what="Checking the code" />}
      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <button type="button" onClick={onChangeAddress} className="self-center text-sm font-medium text-brand-700 hover:underline sm:self-auto">
          Use a different address
        </button>
        <Button type="submit" disabled={!online} isLoading={isSubmitting} className="w-full sm:w-fit">
          Verify Email
        </Button>
      </div>
    </form>
  );
}
