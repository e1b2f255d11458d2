import type { ReactNode } from 'react';
import type { SignInMethods } from '@shared/schemas/account-requests.ts';
import { Badge, Card, Spinner } from '../../ui/index.ts';
import { NeedsConnection } from '../../ui/NeedsConnection.tsx';

function Method({ name, detail, status }: { name: string; detail: ReactNode; status: ReactNode }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-3 first:pt-0 last:pb-0">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-900">{name}</p>
        <p className="text-sm text-slate-600">{detail}</p>
      </div>
      {status}
    </li>
  );
}

const on = (label: string) => <Badge tone="success">{label}</Badge>;
const off = (label: string) => <Badge>{label}</Badge>;

/** How this account can sign in, as the server knows it. */
export function SignInMethodsSection({ methods, failed, online }: { methods: SignInMethods | null; failed: boolean; online: boolean }) {
  return (
    <Card as="section" title="Sign-in methods" description="Every way you can get into your account.">
      {!online ? (
        <NeedsConnection what="Showing your sign-in methods" />
      ) : failed ? (
        <p className="text-sm text-red-700">Your sign-in methods could not be loaded. Please reload the page.</p>
      ) : !methods ? (
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" label={null} /> Loading…
        </div>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="sign-in-methods">
          <Method
            name="E-mail code and magic link"
            detail={`A one-time code or link sent to ${methods.email}.`}
            status={on('Available')}
          />
          <Method
            name="Password"
            detail={methods.hasPassword ? 'Sign in with your e-mail and password.' : 'No password yet: set one below.'}
            status={methods.hasPassword ? on('Set') : off('Not set')}
          />
          <Method
            name="Sign-in pattern"
            detail={
              methods.patternLocked
                ? 'Locked after too many wrong tries: sign in once with a code or your password to unlock it.'
                : methods.hasPattern
                  ? 'Draw your pattern on the pattern sign-in page.'
                  : 'Not set up.'
            }
            status={methods.patternLocked ? <Badge tone="warning">Locked</Badge> : methods.hasPattern ? on('Set') : off('Not set')}
          />
          <Method
            name="Phone code"
            detail={methods.phone ? `A one-time code sent by SMS to ${methods.phone}.` : 'No phone number on this account.'}
            status={methods.phone ? on('Available') : off('Not added')}
          />
        </ul>
      )}
    </Card>
  );
}
