/**
 * The /pattern-auth states (spec section 4: idle, creating, confirming, submit) plus the e-mail proof the server
 * asks for before a pattern may sign into an address (a mailed code), and login with its lock-out.
 */
import { AUTH_ERROR_CODES } from '@shared/schemas/auth-responses.ts';
import { ERROR_TOASTS, SUCCESS_TOASTS, type ToastText } from '@shared/messages.ts';
import { comparePatterns, serializePattern } from '@shared/schemas/pattern-forms.ts';
import { PATTERN_RULES } from '@shared/catalog.ts';
import type { UserType } from '@shared/schemas/common.ts';
import { useState } from 'react';
import { patternLogin, patternRegister } from '../../features/auth/auth-api.ts';
import { resendDeadline } from '../../features/auth/ResendCode.tsx';
import { hasErrorCode, showFailure } from '../../features/auth/show-failure.ts';
import { useFinishSignIn } from '../../features/auth/use-finish-sign-in.ts';
import { ApiError } from '../../sync/api.ts';
import { toast } from '../../ui/index.ts';

export type PatternMode = 'create' | 'login';
export type CreatePhase = 'idle' | 'creating' | 'confirming';

/** What 'Complete Registration' sent, kept for the code step and its resend. */
export interface PendingRegistration {
  email: string;
  userType: UserType;
  pattern: string;
  resendAt: number;
}

function failureToast(text: ToastText, error: unknown): void {
  // Offline or the server unreachable: the spec's own toast rather than a registration or login failure.
  if (error instanceof TypeError) toast({ ...ERROR_TOASTS.networkError, variant: 'destructive' });
  else showFailure(text, error);
}

function warn(text: ToastText): void {
  toast({ ...text, variant: 'destructive' });
}

export function usePatternAuth() {
  const finishSignIn = useFinishSignIn();
  const [mode, setMode] = useState<PatternMode>('create');
  const [phase, setPhase] = useState<CreatePhase>('idle');
  const [first, setFirst] = useState<number[]>([]);
  const [current, setCurrent] = useState<number[]>([]);
  const [pending, setPending] = useState<PendingRegistration | null>(null);
  const [lockedMessage, setLockedMessage] = useState<string | null>(null);

  const reset = (nextMode: PatternMode) => {
    setMode(nextMode);
    setPhase('idle');
    setFirst([]);
    setCurrent([]);
    setPending(null);
    setLockedMessage(null);
  };

  const sendRegistration = async (registration: Omit<PendingRegistration, 'resendAt'>) => {
    try {
      const answer = await patternRegister(registration);
      const resendAfterSeconds = 'sent' in answer ? answer.resendAfterSeconds : 0;
      toast({ ...SUCCESS_TOASTS.verificationCodeSent, variant: 'success' });
      setPending({ ...registration, resendAt: resendDeadline(resendAfterSeconds) });
    } catch (error) {
      failureToast(ERROR_TOASTS.patternRegistrationFailed, error);
    }
  };

  return {
    mode,
    phase,
    current,
    pending,
    lockedMessage,
    isGridEnabled: mode === 'login' || phase !== 'idle',
    toggleMode: () => reset(mode === 'create' ? 'login' : 'create'),
    pick: (cell: number) => setCurrent((points) => (points.includes(cell) ? points : [...points, cell])),
    clear: () => setCurrent([]),
    start: () => {
      setPhase('creating');
      setCurrent([]);
    },
    /** 'Next: Confirm Pattern': the first entry needs at least 4 points. */
    next: () => {
      if (current.length < PATTERN_RULES.minPoints) {
        warn(current.length === 0 ? ERROR_TOASTS.patternMissing : ERROR_TOASTS.patternTooShort);
        return;
      }
      setFirst(current);
      setCurrent([]);
      setPhase('confirming');
    },
    /** 'Complete Registration' once e-mail and account type passed the form: the confirm entry must match. */
    complete: async (email: string, userType: UserType) => {
      if (current.length === 0) return warn(ERROR_TOASTS.patternMissingRecreate);
      const comparison = comparePatterns(first, current);
      if (comparison !== 'match') {
        setCurrent([]);
        return warn(comparison === 'length-mismatch' ? ERROR_TOASTS.patternLengthMismatch : ERROR_TOASTS.patternMismatch);
      }
      await sendRegistration({ email, userType, pattern: serializePattern(first) });
    },
    resendCode: async () => {
      if (pending) await sendRegistration(pending);
    },
    verifyCode: async (otp: string) => {
      if (!pending) return;
      try {
        const answer = await patternRegister({ email: pending.email, userType: pending.userType, pattern: pending.pattern, otp });
        if ('user' in answer) await finishSignIn(answer.user, SUCCESS_TOASTS.registrationSuccessful);
      } catch (error) {
        failureToast(ERROR_TOASTS.patternRegistrationFailed, error);
      }
    },
    backToPattern: () => reset('create'),
    /** 'Login' once the e-mail passed the form. A refused pattern is cleared; a locked one says how to unlock. */
    login: async (email: string) => {
      if (current.length === 0) return warn(ERROR_TOASTS.patternMissing);
      if (current.length < PATTERN_RULES.minPoints) return warn(ERROR_TOASTS.patternTooShort);
      try {
        setLockedMessage(null);
        await finishSignIn(await patternLogin({ email, pattern: serializePattern(current) }), SUCCESS_TOASTS.loginSuccessful);
      } catch (error) {
        failureToast(ERROR_TOASTS.patternLoginFailed, error);
        if (error instanceof ApiError) setCurrent([]);
        if (hasErrorCode(error, AUTH_ERROR_CODES.patternLocked) && error instanceof ApiError) setLockedMessage(error.serverMessage);
      }
    },
  };
}
