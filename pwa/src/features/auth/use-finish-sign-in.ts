import type { CurrentUser } from '@shared/schemas/account.ts';
import type { ToastText } from '@shared/messages.ts';
import { useLocation } from 'wouter';
import { dashboardPath } from '../../state/session.ts';
import { completeSignIn } from '../../sync/session-actions.ts';
import { toast } from '../../ui/index.ts';

/**
 * What every sign-in and sign-up form does once the server accepted it: remember the user and start sync,
 * greet them, and open their dashboard (spec section 2). `replace` keeps the sign-in form out of Back history.
 */
export function useFinishSignIn(): (user: CurrentUser, greeting: ToastText) => Promise<void> {
  const [, navigate] = useLocation();
  return async (user, greeting) => {
    await completeSignIn(user);
    toast({ ...greeting, variant: 'success' });
    navigate(dashboardPath(user.userType), { replace: true });
  };
}
