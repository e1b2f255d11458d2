import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import {
  landingOtpFormSchema,
  landingSignUpFormSchema,
  type LandingOtpForm,
  type LandingSignUpForm,
} from '@shared/schemas/auth-forms.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button, Dialog, Field, RadioCards, TextInput, toast } from '../../ui/index.ts';
import { ACCOUNT_TYPE_OPTIONS } from './account-types.ts';
import { register as registerAccount, sendOtp } from './auth-api.ts';
import { CodeInput } from './CodeInput.tsx';
import { ResendCode, resendDeadline } from './ResendCode.tsx';
import { NameFields, NewPasswordField } from './SignUpFields.tsx';
import { showFailure } from './show-failure.ts';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/**
 * The landing sign-up (spec section 4): names (ours, see landingSignUpFormSchema), e-mail, password and account
 * type; a code is mailed ('OTP Sent!');
 * the code dialog then creates the account with POST /api/auth/register and opens the dashboard ('Success!').
 */
export function LandingSignUp({ onClose, onSwitchToSignIn }: { onClose: () => void; onSwitchToSignIn: () => void }) {
  const [pending, setPending] = useState<{ details: LandingSignUpForm; resendAt: number } | null>(null);

  const send = async (details: LandingSignUpForm) => {
    try {
      const { resendAfterSeconds } = await sendOtp({ email: details.email });
      toast({ ...SUCCESS_TOASTS.otpSent, variant: 'success' });
      setPending({ details, resendAt: resendDeadline(resendAfterSeconds) });
    } catch (error) {
      showFailure(ERROR_TOASTS.otpSendFailed, error);
    }
  };

  return pending ? (
    <Dialog
      open
      onClose={onClose}
      title="Verify Your Email"
      description={`Enter the 6-digit code we sent to ${pending.details.email}.`}
    >
      <LandingCodeForm details={pending.details} resendAt={pending.resendAt} onResend={() => send(pending.details)} onBack={() => setPending(null)} />
    </Dialog>
  ) : (
    <Dialog open onClose={onClose} title="Create Your Account" description="Join HireSync to find work or hire talent.">
      <LandingDetailsForm onSubmit={send} onSwitchToSignIn={onSwitchToSignIn} />
    </Dialog>
  );
}

function LandingDetailsForm({
  onSubmit,
  onSwitchToSignIn,
}: {
  onSubmit: (details: LandingSignUpForm) => Promise<void>;
  onSwitchToSignIn: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof landingSignUpFormSchema>, unknown, LandingSignUpForm>({
    resolver: zodResolver(landingSignUpFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
    mode: 'onTouched',
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <NameFields register={register} errors={errors} />
      <Field label="Email" error={errors.email?.message}>
        <TextInput type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...register('email')} />
      </Field>
      <NewPasswordField register={register} errors={errors} />
      <RadioCards legend="I am a" options={ACCOUNT_TYPE_OPTIONS} error={errors.userType?.message} inputProps={register('userType')} />
      <Button type="submit" size="lg" isLoading={isSubmitting} className="mt-1 w-full">
        Send Verification Code
      </Button>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <button type="button" onClick={onSwitchToSignIn} className="font-medium text-brand-700 hover:underline">
          Sign in
        </button>
      </p>
    </form>
  );
}

function LandingCodeForm({
  details,
  resendAt,
  onResend,
  onBack,
}: {
  details: LandingSignUpForm;
  resendAt: number;
  onResend: () => Promise<void>;
  onBack: () => void;
}) {
  const finishSignIn = useFinishSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LandingOtpForm>({ resolver: zodResolver(landingOtpFormSchema), defaultValues: { otp: '' } });

  const onSubmit = async ({ otp }: LandingOtpForm) => {
    try {
      const user = await registerAccount({ ...details, otp });
      await finishSignIn(user, SUCCESS_TOASTS.accountCreated);
    } catch (error) {
      showFailure(ERROR_TOASTS.registrationFailed, error);
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <Field label="Verification code" error={errors.otp?.message}>
        <CodeInput autoFocus {...register('otp')} />
      </Field>
      <ResendCode resendAt={resendAt} onResend={onResend} />
      <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
        Verify and Create Account
      </Button>
      <button type="button" onClick={onBack} className="text-sm font-medium text-brand-700 hover:underline">
        Use a different email
      </button>
    </form>
  );
}
