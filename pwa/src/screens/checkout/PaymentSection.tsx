import type { PaidPlanId } from '@shared/catalog.ts';
import { SUCCESS_TOASTS } from '@shared/messages.ts';
import { CardPayment } from '../../features/billing/CardPayment.tsx';
import type { CheckoutTerms } from '../../features/billing/checkout-terms.ts';
import { Card } from '../../ui/index.ts';

/** Where the card is entered and the plan starts: with a trial nothing is charged until it ends. */
export function PaymentSection({ plan, terms }: { plan: PaidPlanId; terms: CheckoutTerms }) {
  return (
    <Card as="section" aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="text-base font-semibold text-slate-900">
        Payment
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{terms.paymentNote}</p>
      <CardPayment
        plan={plan}
        submitLabel={terms.submitLabel}
        successToast={{ ...SUCCESS_TOASTS.paymentSuccessful, description: terms.startedDescription }}
      />
    </Card>
  );
}
