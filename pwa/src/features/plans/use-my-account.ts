/**
 * The signed-in user's account document (plan, subscription status, period end), read from the device. While
 * a new device runs its first sync the account is not known yet, so `isLoading` stays true until then rather
 * than showing a paying user as free.
 */
import { useSnapshot } from 'valtio';
import type { Account } from '@shared/schemas/account.ts';
import { useDocs } from '../../db/hooks.ts';
import { session } from '../../state/session.ts';
import { useIsFirstSyncPending } from '../employer/use-own-employer.ts';

export function useMyAccount(): { account: Account | undefined; isLoading: boolean } {
  const { user } = useSnapshot(session);
  const { docs, loading } = useDocs('accounts', { id: user?.id ?? '\u0000' });
  const isFirstSyncPending = useIsFirstSyncPending();
  const account = docs[0];
  return { account, isLoading: loading || (!account && isFirstSyncPending) };
}
