import type { CurrentUser } from '@shared/schemas/account.ts';
import type { ToastText } from '@shared/messages.ts';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { dashboardPath } from '../../state/session.ts';
import { completeSignIn, preloadSignedInCode } from '../../sync/session-actions.ts';
import { toast } from '../../ui/index.ts';
import { NEXT_PARAM, safeNextPath } from './sign-in-prompt.ts';

/**
 * What every sign-in and sign-up form does once the server accepted it: remember the user and start sync,
 * greet them, and open the screen they were sent away from (`?next=`, a path of this site only), else their
 * dashboard (spec section 2). `replace` keeps the sign-in form out of Back history. A form that uses it loads the
 * sync engine's code once the page is idle.
 */
export function useFinishSignIn(): (user: CurrentUser, greeting: ToastText) => Promise<void> {
  const [, navigate] = useLocation();
  const next = safeNextPath(new URLSearchParams(useSearch()).get(NEXT_PARAM));
  // While the visitor types, the code a signed-in device needs arrives and is evaluated in idle time: pressing
  // Sign In then waits for the server and the database, not for a chain of chunks (about 0.7 s here).
  useEffect(() => preloadSignedInCode(), []);
  return async (user, greeting) => {
    // Straight to the screen (its DatabaseGate says the data is opening): a sign-in form redirects away at once
    // anyway, a guest screen to the dashboard, and going to `next` only after the database opened loaded its
    // code only then.
    await completeSignIn(user, () => navigate(next ?? dashboardPath(user.userType), { replace: true }));
    toast({ ...greeting, variant: 'success' });
  };
}
