import { Link, useSearchParams } from 'wouter';
import { Card, Tabs } from '../../ui/index.ts';
import { SignInForm } from './SignInForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';

type AuthTab = 'signin' | 'signup';

/**
 * /auth: sign in with e-mail and password, or create an account. The tab lives in the URL (`?tab=signup`) so
 * that 'Create an account' links open the right one. Signed-in users never get here (routes: access 'guest').
 */
export function AuthScreen() {
  const [params, setParams] = useSearchParams();
  const tab: AuthTab = params.get('tab') === 'signup' ? 'signup' : 'signin';

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="mb-6 text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          {tab === 'signin' ? 'Welcome back' : 'Join HireSync'}
        </h1>
        <p className="mt-2 text-sm text-slate-600">
          {tab === 'signin'
            ? 'Sign in to pick up where you left off, on any device.'
            : 'Create your free account to find work or hire talent.'}
        </p>
      </div>
      <Card>
        <Tabs<AuthTab>
          label="Sign in or create an account"
          fullWidth
          selectedKey={tab}
          onChange={(next) => setParams(next === 'signup' ? { tab: 'signup' } : {}, { replace: true })}
          items={[
            { key: 'signin', label: 'Sign In', content: <SignInForm /> },
            { key: 'signup', label: 'Create Account', content: <SignUpForm /> },
          ]}
        />
      </Card>
      <p className="mt-6 text-center text-xs text-slate-600">
        By continuing you agree to our{' '}
        <Link href="/terms" className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Terms
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
