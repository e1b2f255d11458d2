import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { testCardFormSchemaAt, type TestCardForm as TestCardValues } from '@shared/schemas/billing-requests.ts';
import type { SubscriptionInfo } from '@shared/schemas/billing.ts';
import { Button, Field, TextInput, toast } from '../../ui/index.ts';
import { payWithTestCard } from './billing-api.ts';
import { formatExpiry, groupCardNumber } from './card-input-format.ts';
import { viewPaymentError } from './payment-errors.ts';
import { TestModeNotice } from './TestModeNotice.tsx';

const EMPTY: TestCardValues = { cardNumber: '', expiry: '', cvc: '' };

/**
 * Test mode's card form (no Stripe keys on the server): the same fields as Stripe's, checked by the shared
 * schema here and again by the server, which confirms the SetupIntent with the matching Stripe test card.
 */
export function TestCardForm({
  setupIntentId,
  submitLabel,
  onPaid,
}: {
  setupIntentId: string;
  submitLabel: string;
  onPaid: (subscription: SubscriptionInfo) => void;
}) {
  const schema = useMemo(() => testCardFormSchemaAt(new Date()), []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TestCardValues>({ resolver: zodResolver(schema), defaultValues: EMPTY, mode: 'onTouched' });

  const tidied = (name: 'cardNumber' | 'expiry', tidy: (typed: string) => string) => {
    const field = register(name);
    return {
      ...field,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = tidy(event.target.value);
        return field.onChange(event);
      },
    };
  };

  const onSubmit = async (card: TestCardValues) => {
    let subscription: SubscriptionInfo;
    try {
      subscription = await payWithTestCard(setupIntentId, card);
    } catch (error) {
      const view = viewPaymentError(error);
      if ('field' in view) return setError(view.field, { message: view.message }, { shouldFocus: true });
      if (view.atCard) setError('cardNumber', { message: view.atCard }, { shouldFocus: true });
      toast({ ...view.toast, variant: 'destructive' });
      return;
    }
    onPaid(subscription);
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4" aria-label="Card details">
      <TestModeNotice />
      <Field label="Card number" error={errors.cardNumber?.message} isRequired>
        <TextInput
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          {...tidied('cardNumber', groupCardNumber)}
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field label="Expiry (MM/YY)" error={errors.expiry?.message} isRequired>
          <TextInput inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" {...tidied('expiry', formatExpiry)} />
        </Field>
        <Field label="CVC" error={errors.cvc?.message} isRequired>
          <TextInput inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} {...register('cvc')} />
        </Field>
      </div>
      <Button type="submit" size="lg" isLoading={isSubmitting} className="w-full">
        {submitLabel}
      </Button>
    </form>
  );
}
