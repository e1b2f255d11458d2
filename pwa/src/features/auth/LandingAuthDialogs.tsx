import { useSearchParams } from 'wouter';
import { Dialog } from '../../ui/index.ts';
import { LandingSignInForm } from './LandingSignInForm.tsx';
import { LandingSignUp } from './LandingSignUp.tsx';
import { NEXT_PARAM, signInReason } from './sign-in-prompt.ts';
import { SignedOutNotice } from './SignedOutNotice.tsx';

type LandingAuth = 'signin' | 'signup';

/**
 * The landing page's sign-up, code and sign-in dialogs, opened by `?auth=signup` or `?auth=signin`. Protected
 * screens send signed-out visitors to `/?auth=signin&next=<screen>`: the dialog then says what needs signing in,
 * and signing in or up leads to that screen (use-finish-sign-in.ts). Closing a dialog takes both off the URL.
 */
export function LandingAuthDialogs() {
  const [params, setParams] = useSearchParams();
  const value = params.get('auth');
  const open: LandingAuth | null = value === 'signin' || value === 'signup' ? value : null;
  const reason = signInReason(params.get(NEXT_PARAM));

  const show = (next: LandingAuth | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('auth', next);
        else {
          updated.delete('auth');
          updated.delete(NEXT_PARAM);
        }
        return updated;
      },
      { replace: true },
    );

  return (
    <>
      <Dialog
        open={open === 'signin'}
        onClose={() => show(null)}
        title="Sign In"
        description="Welcome back! Sign in with your email and password."
      >
        <SignedOutNotice />
        {reason && (
          <p role="status" className="mb-4 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900">
            {reason}
          </p>
        )}
        <LandingSignInForm onSwitchToSignUp={() => show('signup')} />
      </Dialog>
      {/* Mounted only while open, so a closed sign-up starts again from its first step. */}
      {open === 'signup' && <LandingSignUp onClose={() => show(null)} onSwitchToSignIn={() => show('signin')} />}
    </>
  );
}
