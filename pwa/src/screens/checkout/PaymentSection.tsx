import { CAPABILITY_NOTICES } from '../../features/plans/capabilities.ts';
import { CapabilityNotice } from '../../features/plans/CapabilityNotice.tsx';
import { ButtonLink, Card } from '../../ui/index.ts';

/**
 * Where the card is entered and the trial starts. The server has no payment endpoint yet (no Stripe settings
 * are read and no subscription route exists), so this says so and offers the way back: no form that could be
 * mistaken for a real payment.
 */
export function PaymentSection({ backTo }: { backTo: string }) {
  return (
    <Card as="section" aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="text-base font-semibold text-slate-900">
        Payment
      </h2>
      <p className="mt-1 text-sm text-slate-600">Your card is charged only when the free trial ends.</p>
      <CapabilityNotice className="mt-4">{CAPABILITY_NOTICES.cardPayments}</CapabilityNotice>
      <ButtonLink href={backTo} variant="secondary" className="mt-4 w-full sm:w-fit">
        Back to pricing
      </ButtonLink>
    </Card>
  );
}
