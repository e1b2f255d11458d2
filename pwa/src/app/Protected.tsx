import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { dashboardPath, session } from '../state/session.ts';

/**
 * Who may open a screen (spec sections 2 and 6):
 * - public: everyone;
 * - guest: signed-out visitors only; a signed-in user goes to their dashboard (/, /auth, sign-in screens);
 * - signed-in: any signed-in user;
 * - candidate / employer: that role only; the other role goes to /.
 */
export type RouteAccess = 'public' | 'guest' | 'signed-in' | 'candidate' | 'employer';

/**
 * Renders `children` when the visitor may see them, else redirects: signed-out visitors to `signedOutTo`
 * (default '/'; '/?auth=signin' where the spec says so), a user of the wrong role to '/'.
 */
export function Protected({
  access,
  signedOutTo = '/',
  children,
}: {
  access: RouteAccess;
  signedOutTo?: string;
  children: ReactNode;
}) {
  const { user } = useSnapshot(session);
  if (access === 'public') return children;
  if (access === 'guest') return user ? <Redirect to={dashboardPath(user.userType)} replace /> : children;
  if (!user) return <Redirect to={signedOutTo} replace />;
  if (access !== 'signed-in' && user.userType !== access) return <Redirect to="/" replace />;
  return children;
}
