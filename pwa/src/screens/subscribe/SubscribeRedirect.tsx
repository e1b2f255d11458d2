import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { decideSubscribe } from '../../features/plans/plan-routes.ts';
import { useRedirectWithToast } from '../../features/plans/use-redirect-with-toast.ts';
import { session } from '../../state/session.ts';

/**
 * /subscribe?plan=candidate|employer, the target of the subscribe buttons and menus: the matching plan's
 * checkout (decisions.md); a bad plan goes to /pricing and a signed-out visitor to sign in, each with its toast.
 */
export function SubscribeRedirect() {
  const { user } = useSnapshot(session);
  const plan = new URLSearchParams(useSearch()).get('plan');
  useRedirectWithToast(decideSubscribe(plan, user));
  return null;
}
