import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation, useSearch } from 'wouter';
import { signInPromptPath } from '../features/auth/sign-in-prompt.ts';
import { NotFoundScreen } from '../screens/not-found/NotFoundScreen.tsx';
import { dashboardPath, session } from '../state/session.ts';

/**
 * Who may open a screen (spec sections 2 and 6):
 * - public: everyone;
 * - guest: signed-out visitors only; a signed-in user goes to their dashboard (/, /auth, sign-in screens);
 * - signed-in: any signed-in user;
 * - candidate / employer: that role only; the other role goes to /;
 * - agent: support agents only (decisions.md); everyone else, signed in or out, sees the 404 screen so the route
 *   does not reveal that it exists. Being an agent is on the account document, so the screen itself finishes
 *   the check once the local database is open (features/support/AgentOnly.tsx).
 */
export type RouteAccess = 'public' | 'guest' | 'signed-in' | 'candidate' | 'employer' | 'agent';

/**
 * Renders `children` when the visitor may see them, else redirects: signed-out visitors to the landing page's
 * sign-in dialog (the spec's '/' or '/?auth=signin', decisions.md: with the dialog open), remembering the
 * wanted screen so signing in leads there; a user of the wrong role to '/'.
 */
export function Protected({ access, children }: { access: RouteAccess; children: ReactNode }) {
  const { user } = useSnapshot(session);
  const [path] = useLocation();
  const search = useSearch();
  if (access === 'public') return children;
  if (access === 'guest') return user ? <Redirect to={dashboardPath(user.userType)} replace /> : children;
  if (access === 'agent') return user ? children : <NotFoundScreen />;
  if (!user) return <Redirect to={signInPromptPath(search ? `${path}?${search}` : path)} replace />;
  if (access !== 'signed-in' && user.userType !== access) return <Redirect to="/" replace />;
  return children;
}
