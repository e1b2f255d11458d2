/**
 * The plan as the server holds it (GET /api/users/{id}/subscription), asked every few seconds while a screen
 * waits for a payment to show, in case the replicated account document is slow to arrive. Stops once the
 * caller no longer waits, after a few minutes, or while offline.
 */
import { useEffect, useState } from 'react';
import type { SubscriptionInfo } from '@shared/schemas/billing.ts';
import { fetchSubscription } from './billing-api.ts';

const EVERY_MS = 2_000;
const MAX_TRIES = 90;

export function useServerSubscription(userId: string, isWaiting: boolean, online: boolean): SubscriptionInfo | null {
  const [subscription, setSubscription] = useState<SubscriptionInfo | null>(null);
  useEffect(() => {
    if (!isWaiting || !online) return;
    const controller = new AbortController();
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      tries += 1;
      try {
        const answer = await fetchSubscription(userId, controller.signal);
        if (!controller.signal.aborted) setSubscription(answer);
      } catch {
        // Asked again on the next tick; the account document may answer first anyway.
      }
      if (!controller.signal.aborted && tries < MAX_TRIES) timer = setTimeout(() => void ask(), EVERY_MS);
    };
    void ask();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [userId, isWaiting, online]);
  return subscription;
}
