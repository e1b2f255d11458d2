import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { SignInMethods } from '@shared/schemas/account-requests.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { fetchSignInMethods } from './account-api.ts';

/**
 * How the signed-in account can sign in, asked of the server (credentials never reach the device). Null while
 * offline or not answered yet; asked again when the device comes back online or after a change.
 */
export function useSignInMethods(): { methods: SignInMethods | null; failed: boolean; refresh: () => void } {
  const { online } = useSnapshot(syncStatus);
  const [methods, setMethods] = useState<SignInMethods | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!online) return;
    const controller = new AbortController();
    setFailed(false);
    fetchSignInMethods(controller.signal)
      .then(setMethods)
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [online, version]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return { methods, failed, refresh };
}
