import { useSnapshot } from 'valtio';
import { BILLING_MESSAGES } from '@shared/messages.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { useBillingConfig } from './use-billing-config.ts';

/** What test mode's payment screens say above their plans (the card form carries the full label and test cards). */
export const TEST_MODE_BANNER = 'Test mode: payments on this server are simulated and no card is charged.';

/**
 * The payment mode on every payment screen (/pricing, /employer-pricing, /checkout, /payment-success and the
 * Subscription section of /settings): test mode says so, and a
 * server that takes no payments (production without Stripe keys) says plans cannot be bought. Real Stripe: nothing.
 */
export function PaymentModeNotice({ className = '' }: { className?: string }) {
  const { online } = useSnapshot(syncStatus);
  const config = useBillingConfig(online);
  if (config?.provider === 'test') {
    return (
      <p className={`rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 ${className}`} role="note" data-testid="payment-mode">
        {TEST_MODE_BANNER}
      </p>
    );
  }
  if (config?.provider === 'off') {
    return (
      <p className={`rounded-xl border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800 ${className}`} role="note" data-testid="payment-mode">
        {BILLING_MESSAGES.paymentsNotAvailable}
      </p>
    );
  }
  return null;
}
