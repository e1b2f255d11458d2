import { useState } from 'react';
import { Button } from '../../ui/index.ts';
import { useCountdown } from './use-countdown.ts';

/**
 * 'Resend code in Ns' until the server's resend wait is over, then a 'Resend code' button (spec section 2).
 * `resendAt` is when the server accepts a new send (epoch ms); `onResend` sends and moves it.
 */
export function ResendCode({ resendAt, onResend }: { resendAt: number; onResend: () => Promise<void> }) {
  const remaining = useCountdown(resendAt);
  const [isSending, setIsSending] = useState(false);

  if (remaining > 0) {
    return (
      <p className="text-sm text-slate-600" aria-live="off">
        Resend code in {remaining}s
      </p>
    );
  }
  return (
    <Button
      variant="ghost"
      size="sm"
      isLoading={isSending}
      className="self-start px-0 text-brand-700 hover:bg-transparent hover:underline"
      onClick={() => {
        setIsSending(true);
        onResend().finally(() => setIsSending(false));
      }}
    >
      Resend code
    </Button>
  );
}

/** The spec's development hint: without a mail or SMS transport the server prints codes to its log. */
export function CodeDeliveryHint() {
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
      Development: if no mail or SMS service is configured, check the server logs for the code.
    </p>
  );
}

/** When the server will take a resend, from its `resendAfterSeconds`. */
export function resendDeadline(resendAfterSeconds: number): number {
  return Date.now() + resendAfterSeconds * 1000;
}
