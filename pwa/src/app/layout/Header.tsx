import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';
import { ButtonLink } from '../../ui/index.ts';
import { Logo } from './Logo.tsx';
import { NavLinks } from './NavLinks.tsx';
import { SIGNED_OUT_ACTIONS, navLinksFor } from './nav-links.ts';
import { useCompany } from '../../features/company/use-company.ts';

// Signed in only, and they read the local database: loaded with it, never on a signed-out visit.
const SignedInControls = lazy(async () => ({ default: (await import('./SignedInControls.tsx')).SignedInControls }));
const SignedInPanelLinks = lazy(async () => ({ default: (await import('./SignedInControls.tsx')).SignedInPanelLinks }));
const MessagesNavBadge = lazy(async () => ({ default: (await import('./SignedInControls.tsx')).MessagesNavBadge }));

/**
 * The top bar: logo, the role's links, and on the right the sync state and account menu (signed in) or
 * Sign In / Get Started (signed out). Below the xl breakpoint the links move into a menu panel (six links and the
 * two-line sync state need 1280 px in one row); signed in, phones show the logo without its name.
 */
export function Header() {
  const { user } = useSnapshot(session);
  const { company } = useCompany();
  const links = navLinksFor(user?.userType ?? null, company?.company?.role);
  const { signIn, getStarted } = SIGNED_OUT_ACTIONS;
  const badgeOf = user
    ? (href: string) =>
        href === '/messages' ? (
          <Suspense fallback={null}>
            <MessagesNavBadge user={user} />
          </Suspense>
        ) : null
    : undefined;

  return (
    <Disclosure as="header" className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      {({ close }) => (
        <>
          {/* The logo and the right-hand controls never shrink; the links give way (they wrap to a second row), so
              the sync state, the bell and the account menu stay in view whatever the sync state has to say. */}
          <div className="mx-auto flex min-h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
            <Logo isCompact={Boolean(user)} />
            <nav aria-label="Main" className="ml-4 hidden min-w-0 xl:block">
              <NavLinks links={links} layout="bar" badgeOf={badgeOf} />
            </nav>
            <div className="ml-auto flex shrink-0 items-center gap-2">
              {user ? (
                // Holds the avatar's place while the chunk loads, so the bar does not shift.
                <Suspense fallback={<span className="size-9" aria-hidden="true" />}>
                  <SignedInControls user={user} />
                </Suspense>
              ) : (
                <>
                  {/* On phones Sign In moves into the menu panel, leaving room for the logo. */}
                  <span className="hidden sm:block">
                    <ButtonLink href={signIn.href} variant="ghost">
                      {signIn.label}
                    </ButtonLink>
                  </span>
                  <ButtonLink href={getStarted.href} size="sm" className="h-9">
                    {getStarted.label}
                  </ButtonLink>
                </>
              )}
              <DisclosureButton
                aria-label="Site navigation"
                className="group -mr-1 rounded-lg p-2 text-slate-700 hover:bg-slate-100 xl:hidden"
              >
                <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-6" aria-hidden="true">
                  <path className="group-data-open:hidden" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
                  <path className="hidden group-data-open:block" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
                </svg>
              </DisclosureButton>
            </div>
          </div>
          <DisclosurePanel className="border-t border-slate-200 px-4 pt-2 pb-4 xl:hidden">
            <nav aria-label="Main">
              <NavLinks links={links} layout="panel" onNavigate={() => close()} badgeOf={badgeOf} />
              {user && (
                <Suspense fallback={null}>
                  <SignedInPanelLinks onNavigate={() => close()} />
                </Suspense>
              )}
            </nav>
            {!user && (
              <div className="mt-3 border-t border-slate-200 pt-3">
                <ButtonLink href={signIn.href} variant="secondary" className="w-full">
                  {signIn.label}
                </ButtonLink>
              </div>
            )}
          </DisclosurePanel>
        </>
      )}
    </Disclosure>
  );
}
