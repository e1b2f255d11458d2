import { COMPANY_MENU_TEXTS } from '@shared/messages.ts';
import { getRoleLabel, getUserInitials } from '@shared/rules/user-display.ts';
import { COMPANY_ROLE_LABELS } from '@shared/schemas/company.ts';
import type { CurrentUser } from '@shared/schemas/account.ts';
import { useLocation } from 'wouter';
import { OpenDatabaseProvider } from '../../db/OpenDatabaseProvider.tsx';
import { useMyCandidate } from '../../features/candidates/use-my-candidate.ts';
import { useCompany } from '../../features/company/use-company.ts';
import { PersonAvatar } from '../../features/files/PersonAvatar.tsx';
import { signOut } from '../../sync/session-actions.ts';
import { Menu, type MenuEntry } from '../../ui/index.ts';
import { accountLinksFor } from './nav-links.ts';

/** The avatar button and its menu: who is signed in, their pages, and Log out (spec section 2). */
export function AccountMenu({ user }: { user: Pick<CurrentUser, 'email' | 'userType'> & Partial<Pick<CurrentUser, 'firstName' | 'lastName'>> }) {
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  const [, navigate] = useLocation();

  const logOut = () => {
    signOut()
      .catch((error: unknown) => console.error('Log out did not finish cleanly', error))
      .finally(() => navigate('/'));
  };

  // A company's member sees the company and their role; only admins get the Profile link (nav-links.ts).
  const { company } = useCompany();
  const membership = user.userType === 'employer' ? company?.company : null;
  const entries: MenuEntry[] = [
    ...accountLinksFor(user.userType, membership?.role),
    'separator',
    { label: 'Log out', onSelect: logOut, isDestructive: true },
  ];

  const initials = getUserInitials(user.email);
  const initialsBadge = (
    <span className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">{initials}</span>
  );
  return (
    <Menu
      triggerLabel="Account menu"
      trigger={
        user.userType === 'candidate' ? (
          <OpenDatabaseProvider fallback={initialsBadge}>
            <OwnPhoto initials={initials} />
          </OpenDatabaseProvider>
        ) : (
          initialsBadge
        )
      }
      header={
        <div className="min-w-0">
          {name && <p className="truncate text-sm font-semibold text-slate-900" data-testid="account-menu-name">{name}</p>}
          <p className="truncate text-sm font-medium text-slate-900">{user.email}</p>
          <p className="text-xs text-slate-600">{getRoleLabel(user.userType)}</p>
          {membership && (
            <p className="mt-1 truncate text-xs font-medium text-slate-700" data-testid="account-menu-company">
              {COMPANY_MENU_TEXTS.companyLine(membership.name, COMPANY_ROLE_LABELS[membership.role])}
            </p>
          )}
        </div>
      }
      entries={entries}
    />
  );
}

/** A candidate's own profile photo, once they uploaded one. */
function OwnPhoto({ initials }: { initials: string }) {
  const { candidate } = useMyCandidate();
  return (
    <PersonAvatar
      photoUrl={candidate?.profilePhoto}
      initials={initials}
      className="size-9 text-sm font-semibold"
      initialsClassName="bg-brand-600 text-white"
    />
  );
}
