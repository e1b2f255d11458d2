import { useSearchParams } from 'wouter';
import { Dialog } from '../../ui/index.ts';
import { LandingSignInForm } from './LandingSignInForm.tsx';
import { LandingSignUp } from './LandingSignUp.tsx';

type LandingAuth = 'signin' | 'signup';

/**
 * The landing page's sign-up, code and sign-in dialogs, opened by `?auth=signup` or `?auth=signin` (protected
 * screens send signed-out visitors to `/?auth=signin`). Closing a dialog takes the parameter off the URL.
 */
export function LandingAuthDialogs() {
  const [params, setParams] = useSearchParams();
  const value = params.get('auth');
  const open: LandingAuth | null = value === 'signin' || value === 'signup' ? value : null;

  const show = (next: LandingAuth | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('auth', next);
        else updated.delete('auth');
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
        <LandingSignInForm onSwitchToSignUp={() => show('signup')} />
      </Dialog>
      {/* Mounted only while open, so a closed sign-up starts again from its first step. */}
      {open === 'signup' && <LandingSignUp onClose={() => show(null)} onSwitchToSignIn={() => show('signin')} />}
    </>
  );
}
