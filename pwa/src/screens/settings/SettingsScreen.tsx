import { useSnapshot } from 'valtio';
import { useDoc } from '../../db/hooks.ts';
import { useSignInMethods } from '../../features/account/use-sign-in-methods.ts';
import { session } from '../../state/session.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import { EmailSection } from './EmailSection.tsx';
import { ExportSection } from './ExportSection.tsx';
import { NameSection } from './NameSection.tsx';
import { NotificationsSection } from './NotificationsSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { SignInMethodsSection } from './SignInMethodsSection.tsx';
import { SubscriptionSection } from './SubscriptionSection.tsx';
import { TimeZoneSection } from './TimeZoneSection.tsx';

/**
 * /settings (decisions.md): name, e-mail, password, sign-in methods, subscription and invoices, notification
 * preferences, export and deletion. Notification preferences are a replicated write and work offline, and the
 * plan shows as last synced; the rest act on the server directly and say so while the device is offline.
 */
export function SettingsScreen() {
  const { user } = useSnapshot(session);
  const { online } = useSnapshot(syncStatus);
  const account = useDoc('accounts', user?.id);
  const { methods, failed, refresh } = useSignInMethods();
  if (!user) return null;

  const names = { firstName: account?.firstName ?? user.firstName, lastName: account?.lastName ?? user.lastName };
  const hasPassword = methods?.hasPassword ?? null;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Settings</h1>
        <p className="mt-2 text-sm text-slate-600">Your account, how you sign in, what we notify you about, and your data.</p>
      </header>
      <div className="flex flex-col gap-6">
        <NameSection user={user} names={names} online={online} />
        <EmailSection email={account?.email ?? user.email} />
        <SignInMethodsSection methods={methods} failed={failed} online={online} />
        <PasswordSection key={String(hasPassword)} hasPassword={hasPassword} online={online} onChanged={refresh} />
        <SubscriptionSection account={account} userType={user.userType} online={online} />
        <TimeZoneSection account={account} />
        <NotificationsSection account={account} />
        <ExportSection online={online} />
        <DeleteAccountSection hasPassword={hasPassword} online={online} />
      </div>
    </div>
  );
}
