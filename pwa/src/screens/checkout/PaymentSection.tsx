import { PLANS, type PaidPlanId } from '@shared/catalog.ts';
import { SUCCESS_TOASTS } from '@shared/messages.ts';
import { CardPayment } from '../../features/billing/CardPayment.tsx';
import { Card } from '../../ui/index.ts';

/** Where the card is entered and the trial starts: nothing is charged until the trial ends. */
export function PaymentSection({ plan }: { plan: PaidPlanId }) {
  return (
    <Card as="section" aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="text-base font-semibold text-slate-900">
        Payment
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">Your card is charged only when the free trial ends.</p>
      <CardPayment
        plan={plan}
        submitLabel={`Start ${PLANS[plan].trialDays}-day free trial`}
        successToast={{ ...SUCCESS_TOASTS.paymentSuccessful, description: `Your free trial of ${PLANS[plan].name} has started.` }}
      />
    </Card>
  );
}
