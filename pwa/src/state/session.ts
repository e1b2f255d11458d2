/**
 * Who is signed in on this device. The server's session cookie is the authority; `currentUser` in
 * localStorage is a cache so the app opens offline (decisions.md, Accounts); main.tsx restores it before the first
 * render (stored-user.ts, which removes invalid stored JSON).
 */
import { proxy } from 'valtio';
import type { CurrentUser } from '@shared/schemas/account.ts';

export const CURRENT_USER_KEY = 'currentUser';

/** The session as the UI sees it. */
export const session = proxy<{ user: CurrentUser | null }>({ user: null });

/** Remember a signed-in user (after any successful sign-in or sign-up). */
export function setCurrentUser(user: CurrentUser): void {
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
  session.user = user;
}

/** Forget the user on this device (the caller also ends the server session and wipes local data). */
export function clearCurrentUser(): void {
  localStorage.removeItem(CURRENT_USER_KEY);
  session.user = null;
}

/** The dashboard route of a role (spec section 2). */
export function dashboardPath(userType: CurrentUser['userType']): string {
  return userType === 'candidate' ? '/candidate-dashboard' : '/employer-dashboard';
}
