/**
 * Which payment provider the server runs (test mode or real Stripe), asked once per page load. Knowing it early
 * lets the card step start loading Stripe.js while the server prepares the SetupIntent.
 */
import { useEffect, useState } from 'react';
import type { BillingConfig } from '@shared/schemas/billing.ts';
import { fetchBillingConfig } from './billing-api.ts';

let asked: Promise<BillingConfig> | null = null;

export function useBillingConfig(online: boolean): BillingConfig | null {
  const [config, setConfig] = useState<BillingConfig | null>(null);
  useEffect(() => {
    if (!online) return;
    let isCurrent = true;
    asked ??= fetchBillingConfig();
    asked.then(
      (value) => {
        if (isCurrent) setConfig(value);
      },
      // Asked again next time; the checkout intent carries the provider too, so nothing waits on this.
      () => {
        asked = null;
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [online]);
  return config;
}
