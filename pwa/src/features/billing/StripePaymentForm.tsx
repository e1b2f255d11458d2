/**
 * Real Stripe (the server has keys): Stripe's Payment Element takes the card in Stripe's own frame, confirms the
 * SetupIntent, and the server then starts the subscription. This module and Stripe.js load only on this path
 * (CardPayment imports it lazily), so neither enters the landing page or test mode.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useEffect, useState, type FormEvent } from 'react';
import { ERROR_TOASTS } from '@shared/messages.ts';
import type { CheckoutIntent, SubscriptionInfo } from '@shared/schemas/billing.ts';
import { Button, Spinner, toast } from '../../ui/index.ts';
import { completeCheckout } from './billing-api.ts';
import { viewPaymentError } from './payment-errors.ts';

const loaded = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js instance per key, as Stripe asks (loadStripe outside render). */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

export interface StripePaymentFormProps {
  intent: CheckoutIntent;
  publishableKey: string;
  /** Where Stripe sends the browser back after a payment method that needs a redirect (a bank's page). */
  returnPath: string;
  submitLabel: string;
  onPaid: (subscription: SubscriptionInfo) => void;
}

export function StripePaymentForm({ intent, publishableKey, ...rest }: StripePaymentFormProps) {
  const [stripe, setStripe] = useState<Stripe | null | 'loading'>('loading');
  useEffect(() => {
    let isCurrent = true;
    void stripeFor(publishableKey).then((value) => {
      if (!isCurrent) return;
      setStripe(value);
      if (!value) toast({ ...ERROR_TOASTS.paymentInitFailed, variant: 'destructive' });
    });
    return () => {
      isCurrent = false;
    };
  }, [publishableKey]);

  if (stripe === 'loading') {
    return (
      <p className="flex items-center gap-2 py-6 text-sm text-slate-600" role="status">
        <Spinner label={null} /> Loading the secure card form…
      </p>
    );
  }
  if (!stripe) return <p className="text-sm text-red-700">{ERROR_TOASTS.paymentInitFailed.description}</p>;
  return (
    <Elements stripe={stripe} options={{ clientSecret: intent.clientSecret, appearance: { theme: 'stripe' } }}>
      <PaymentElementForm intent={intent} {...rest} />
    </Elements>
  );
}

function PaymentElementForm({ intent, returnPath, submitLabel, onPaid }: Omit<StripePaymentFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [isSubmitting, setIsSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setIsSubmitting(true);
    try {
      const result = await stripe.confirmSetup({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: new URL(returnPath, window.location.origin).href },
      });
      if (result.error) {
        // The Payment Element shows its own field errors; a decline is the spec's toast with Stripe's words.
        if (result.error.type !== 'validation_error') {
          toast({
            title: ERROR_TOASTS.paymentFailed.title,
            description: result.error.message ?? ERROR_TOASTS.paymentInitFailed.description,
            variant: 'destructive',
          });
        }
        return;
      }
      onPaid(await completeCheckout(intent.setupIntentId));
    } catch (error) {
      const view = viewPaymentError(error);
      toast({ ...('toast' in view ? view.toast : { title: ERROR_TOASTS.paymentFailed.title, description: view.message }), variant: 'destructive' });
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4">
      <PaymentElement />
      <Button type="submit" size="lg" isLoading={isSubmitting} disabled={!stripe || !elements} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
