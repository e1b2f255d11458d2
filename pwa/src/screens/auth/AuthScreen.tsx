import { Link, useSearchParams } from 'wouter';
import { CodeEntryForm, CodeSentTo } from '../../features/auth/CodeEntryForm.tsx';
import { Card, Tabs } from '../../ui/index.ts';
import { CompleteProfileForm } from './CompleteProfileForm.tsx';
import { EmailCodeForm } from './EmailCodeForm.tsx';
import { MagicLinkForm } from './MagicLinkForm.tsx';
import { MagicLinkLanding } from './MagicLinkLanding.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { useAuthFlow } from './use-auth-flow.ts';

/**
 * /auth: sign in or join by magic link, e-mail code or password; a newly verified address completes its
 * profile. `?magic=<token>` is where a magic link lands. Signed-in users never get here (routes: guests only).
 */
export function AuthScreen() {
  const flow = useAuthFlow();
  const [params, setParams] = useSearchParams();
  const magicToken = params.get('magic');
  const dropToken = () => setParams({}, { replace: true });

  let content;
  if (magicToken && flow.step.name === 'auth') {
    content = (
      <MagicLinkLanding
        onContinue={async () => {
          // The link is spent (or was never good): off the URL, so a reload does not offer it again. A signed-in
          // answer has already left for the dashboard, and setParams would navigate back here.
          if ((await flow.continueWithLink(magicToken)) !== 'signed-in') dropToken();
        }}
        onCancel={dropToken}
      />
    );
  } else if (flow.step.name === 'otp') {
    const { email, resendAt } = flow.step;
    content = (
      <CodeEntryForm
        title="Check Your Email"
        description={<CodeSentTo destination={email} />}
        submitLabel="Verify Code"
        resendAt={resendAt}
        onVerify={(code) => flow.verifyCode(email, code)}
        onResend={() => flow.sendCode(email)}
        back={{ label: 'Back to sign-in options', onClick: flow.backToOptions }}
      />
    );
  } else if (flow.step.name === 'signup') {
    const { email } = flow.step;
    content = <CompleteProfileForm email={email} onSubmit={(values) => flow.completeProfile(email, values)} />;
  } else {
    content = (
      <Tabs
        label="Sign-in method"
        fullWidth
        defaultKey="magic"
        items={[
          { key: 'magic', label: 'Magic Link', content: <MagicLinkForm onSend={flow.sendMagicLink} sentTo={flow.magicLinkSentTo} /> },
          { key: 'code', label: 'Email Code', content: <EmailCodeForm onSend={flow.sendCode} /> },
          { key: 'password', label: 'Password', content: <PasswordForm onSubmit={flow.signInWithPassword} /> },
        ]}
      />
    );
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <header className="mb-6 text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Welcome to HireSync</h1>
        <p className="mt-2 text-sm text-slate-600">Sign in or create your account. New here? Any method gets you started.</p>
      </header>
      <Card>{content}</Card>
      <p className="mt-6 text-center text-xs text-slate-600">
        By continuing you agree to our{' '}
        <Link href="/terms" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link href="/privacy" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  );
}
