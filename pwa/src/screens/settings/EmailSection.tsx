import { Link } from 'wouter';
import { Card } from '../../ui/index.ts';

/** The account's e-mail, read-only: changing it goes through support, who confirm the new address. */
export function EmailSection({ email }: { email: string }) {
  return (
    <Card as="section" title="E-mail address">
      <p className="text-sm font-medium break-all text-slate-900" data-testid="account-email">
        {email}
      </p>
      <p className="mt-2 text-sm text-slate-600">
        You sign in and receive codes at this address. To change it,{' '}
        <Link href="/support" className="font-medium text-brand-700 underline">
          contact support
        </Link>
        ; we confirm the new address with you before switching.
      </p>
    </Card>
  );
}
