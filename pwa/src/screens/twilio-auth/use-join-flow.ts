/**
 * The join flow's steps and calls (spec sections 2 and 4): choice -> phone or email -> code -> details ->
 * account created -> dashboard, and choice -> sign in. A correct code for an address that already has an
 * account signs that account in instead. The flow remembers the last code it sent, so Back (to the choice, as
 * the spec says) loses nothing: the address is filled in again, and the code already received can still be
 * entered ('I already have a code') instead of asking for a new one before the server allows it.
 */
import { CODE_RULES } from '@shared/catalog.ts';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import type { JoinDetailsForm, PasswordSignInForm } from '@shared/schemas/auth-forms.ts';
import type { CodeSentResponse } from '@shared/schemas/auth-responses.ts';
import type { CurrentUser } from '@shared/schemas/account.ts';
import { useState } from 'react';
import { login, register, sendEmailOtp, sendPhoneOtp, verifyOtp } from '../../features/auth/auth-api.ts';
import { resendDeadline } from '../../features/auth/ResendCode.tsx';
import { showFailure } from '../../features/auth/show-failure.ts';
import { useFinishSignIn } from '../../features/auth/use-finish-sign-in.ts';
import { toast } from '../../ui/index.ts';
import type { Contact, SentCode } from './contact.ts';

export type JoinStep =
  | { name: 'choice' }
  | { name: 'contact'; kind: Contact['kind'] }
  | { name: 'code'; contact: Contact; resendAt: number }
  | { name: 'details'; contact: Contact }
  | { name: 'created'; user: CurrentUser }
  | { name: 'signin' };


/** Whether two contacts are the same phone number or e-mail address. */
function isSameContact(a: Contact, b: Contact): boolean {
  return identifierValue(a) === identifierValue(b) && a.kind === b.kind;
}

function identifierValue(contact: Contact): string {
  return contact.kind === 'email' ? contact.email.toLowerCase() : contact.phoneNumber;
}

/** The sent code of this kind that may still be entered (codes expire after CODE_RULES.expiryMs), or null. */
export function usableCode(sent: SentCode | null, kind: Contact['kind'], now: number): SentCode | null {
  return sent && sent.contact.kind === kind && now - sent.sentAt < CODE_RULES.expiryMs ? sent : null;
}

function identifierOf(contact: Contact): { email: string } | { phoneNumber: string } {
  return contact.kind === 'email' ? { email: contact.email } : { phoneNumber: contact.phoneNumber };
}

function sendCode(contact: Contact): Promise<CodeSentResponse> {
  return contact.kind === 'email' ? sendEmailOtp({ email: contact.email }) : sendPhoneOtp({ phoneNumber: contact.phoneNumber });
}

export function useJoinFlow() {
  const [step, setStep] = useState<JoinStep>({ name: 'choice' });
  const [sent, setSent] = useState<SentCode | null>(null);
  const finishSignIn = useFinishSignIn();

  const enterCode = (code: SentCode) => setStep({ name: 'code', contact: code.contact, resendAt: code.resendAt });

  /** `resend`: the code step's 'Resend code'; otherwise the same address before the wait is over reuses the code. */
  const send = async (contact: Contact, resend = false) => {
    if (!resend && sent && isSameContact(sent.contact, contact) && Date.now() < sent.resendAt) {
      enterCode(sent);
      return;
    }
    try {
      const { resendAfterSeconds } = await sendCode(contact);
      toast({ ...SUCCESS_TOASTS.codeSent, variant: 'success' });
      const code = { contact, resendAt: resendDeadline(resendAfterSeconds), sentAt: Date.now() };
      setSent(code);
      enterCode(code);
    } catch (error) {
      showFailure(ERROR_TOASTS.codeSendFailed, error);
    }
  };

  const verify = async (contact: Contact, code: string) => {
    try {
      const answer = await verifyOtp({ otp: code, ...identifierOf(contact) });
      if (answer.status === 'signed-in') {
        await finishSignIn(answer.user, SUCCESS_TOASTS.welcomeBack);
        return;
      }
      toast({ ...SUCCESS_TOASTS.verificationSuccessful, variant: 'success' });
      setStep({ name: 'details', contact });
    } catch (error) {
      showFailure(ERROR_TOASTS.codeCheckFailed, error);
    }
  };

  const createAccount = async (contact: Contact, details: JoinDetailsForm) => {
    try {
      // 'verified': the code was checked a step earlier and the server remembers that for this browser.
      const user = await register({ ...identifierOf(contact), ...details, otp: 'verified' });
      setStep({ name: 'created', user });
    } catch (error) {
      showFailure(ERROR_TOASTS.joinRegistrationFailed, error);
    }
  };

  const signIn = async (values: PasswordSignInForm) => {
    try {
      await finishSignIn(await login(values), SUCCESS_TOASTS.welcomeBack);
    } catch (error) {
      showFailure(ERROR_TOASTS.signInFailed, error);
    }
  };

  return {
    step,
    sent,
    goTo: setStep,
    enterCode,
    send,
    verify,
    createAccount,
    signIn,
    openDashboard: (user: CurrentUser) => finishSignIn(user, SUCCESS_TOASTS.joinAccountCreated),
  };
}
