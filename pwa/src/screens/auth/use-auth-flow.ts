/**
 * The /auth steps (spec section 4: auth, otp, signup) and their calls. A code or magic link proves the
 * address: an existing account is signed in, a new address goes on to 'Complete Your Profile'.
 */
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import type { CompleteProfileForm, PasswordSignInForm } from '@shared/schemas/auth-forms.ts';
import type { VerifiedResponse } from '@shared/schemas/auth-responses.ts';
import { useState } from 'react';
import { consumeMagicLink, sendEmailOtp, sendMagicLink, signIn, signUp, verifyOtp } from '../../features/auth/auth-api.ts';
import { resendDeadline } from '../../features/auth/ResendCode.tsx';
import { showFailure } from '../../features/auth/show-failure.ts';
import { useFinishSignIn } from '../../features/auth/use-finish-sign-in.ts';
import { toast } from '../../ui/index.ts';

export type AuthStep =
  | { name: 'auth' }
  | { name: 'otp'; email: string; resendAt: number }
  | { name: 'signup'; email: string };

export function useAuthFlow() {
  const [step, setStep] = useState<AuthStep>({ name: 'auth' });
  const [magicLinkSentTo, setMagicLinkSentTo] = useState<string | null>(null);
  const finishSignIn = useFinishSignIn();

  const afterProof = async (answer: VerifiedResponse) => {
    if (answer.status === 'signed-in') {
      await finishSignIn(answer.user, SUCCESS_TOASTS.welcomeBack);
      return;
    }
    toast({ ...SUCCESS_TOASTS.emailVerified, variant: 'success' });
    setStep({ name: 'signup', email: answer.identifier });
  };

  return {
    step,
    magicLinkSentTo,
    backToOptions: () => setStep({ name: 'auth' }),

    sendMagicLink: async (email: string) => {
      try {
        await sendMagicLink({ email });
        toast({ ...SUCCESS_TOASTS.magicLinkSent, variant: 'success' });
        setMagicLinkSentTo(email);
      } catch (error) {
        showFailure(ERROR_TOASTS.linkSendFailed, error);
      }
    },

    sendCode: async (email: string) => {
      try {
        const { resendAfterSeconds } = await sendEmailOtp({ email });
        toast({ ...SUCCESS_TOASTS.verificationCodeSent, variant: 'success' });
        setStep({ name: 'otp', email, resendAt: resendDeadline(resendAfterSeconds) });
      } catch (error) {
        showFailure(ERROR_TOASTS.emailCodeSendFailed, error);
      }
    },

    verifyCode: async (email: string, code: string) => {
      try {
        await afterProof(await verifyOtp({ email, otp: code }));
      } catch (error) {
        showFailure(ERROR_TOASTS.invalidCode, error);
      }
    },

    /** Only this POST uses up the link; opening the link's page does not (mail scanners fetch links). */
    continueWithLink: async (token: string): Promise<VerifiedResponse['status'] | 'failed'> => {
      try {
        const answer = await consumeMagicLink(token);
        await afterProof(answer);
        return answer.status;
      } catch (error) {
        showFailure(ERROR_TOASTS.magicLinkFailed, error);
        return 'failed';
      }
    },

    signInWithPassword: async (values: PasswordSignInForm) => {
      try {
        await finishSignIn(await signIn(values), SUCCESS_TOASTS.welcomeBack);
      } catch (error) {
        showFailure(ERROR_TOASTS.authSignInFailed, error);
      }
    },

    completeProfile: async (email: string, values: CompleteProfileForm) => {
      try {
        await finishSignIn(await signUp({ ...values, email }), SUCCESS_TOASTS.joinAccountCreated);
      } catch (error) {
        showFailure(ERROR_TOASTS.authRegistrationFailed, error);
      }
    },
  };
}
