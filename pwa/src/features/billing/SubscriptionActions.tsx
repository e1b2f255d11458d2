import { useState } from 'react';
import { PLANS } from '@shared/catalog.ts';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import type { SubscriptionInfo } from '@shared/schemas/billing.ts';
import { describeError } from '../../sync/api.ts';
import { Button, Dialog, NeedsConnection, toast } from '../../ui/index.ts';
import { formatDate } from '../../ui/format-date.ts';
import type { PlanAccount } from '../plans/subscription-state.ts';
import { cancelSubscription, resumeSubscription } from './billing-api.ts';

/**
 * Cancel (at the end of the period, after a confirmation) or resume a paid plan, on /employer-pricing and
 * /settings. The account document replicates the new state a moment later; until it shows it, the buttons
 * wait, so a second click cannot send the same change again.
 */
export function SubscriptionActions({ account, online }: { account: PlanAccount; online: boolean }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [awaitedCancel, setAwaitedCancel] = useState<boolean | null>(null);
  const isCancelled = account.cancelAtPeriodEnd;
  const isUpdating = awaitedCancel !== null && awaitedCancel !== isCancelled;
  const planName = PLANS[account.plan].name;
  const endsOn = (subscription: Pick<SubscriptionInfo, 'currentPeriodEnd'>) =>
    subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : null;

  const send = async (cancel: boolean) => {
    setIsSending(true);
    try {
      const subscription = await (cancel ? cancelSubscription() : resumeSubscription());
      setAwaitedCancel(subscription.cancelAtPeriodEnd);
      const end = endsOn(subscription);
      toast(
        cancel
          ? { ...SUCCESS_TOASTS.subscriptionCancelled, description: end ? `Your plan stays on until ${end}.` : undefined, variant: 'success' }
          : { ...SUCCESS_TOASTS.subscriptionResumed, description: end ? `${planName} renews on ${end}.` : undefined, variant: 'success' },
      );
    } catch (error) {
      const failed = cancel ? ERROR_TOASTS.subscriptionCancelFailed : ERROR_TOASTS.subscriptionResumeFailed;
      toast({ title: failed.title, description: describeError(error, failed.description), variant: 'destructive' });
    } finally {
      setIsSending(false);
      setIsConfirming(false);
    }
  };

  const end = endsOn(account);
  return (
    <div className="flex flex-col gap-3">
      {!online && <NeedsConnection what={isCancelled ? 'Resuming your subscription' : 'Cancelling your subscription'} />}
      <div className="flex flex-wrap gap-3">
        {isCancelled ? (
          <Button onClick={() => void send(false)} isLoading={isSending || isUpdating} disabled={!online}>
            Resume Subscription
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setIsConfirming(true)} isLoading={isUpdating} disabled={!online}>
            Cancel Subscription
          </Button>
        )}
      </div>
      <Dialog
        open={isConfirming}
        onClose={() => setIsConfirming(false)}
        title="Cancel your subscription?"
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              Keep My Plan
            </Button>
            <Button variant="destructive" onClick={() => void send(true)} isLoading={isSending}>
              Cancel Subscription
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">
          {end ? `You keep ${planName} until ${end}.` : `You keep ${planName} until the end of this billing period.`} After
          that your account moves to the Free plan and its limits apply again. You can resume before then.
        </p>
      </Dialog>
    </div>
  );
}
