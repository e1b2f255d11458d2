import { PLANS } from '@shared/catalog.ts';
import type { Account } from '@shared/schemas/account.ts';
import type { UserType } from '@shared/schemas/common.ts';
import { AdminsOnlyBilling, useManagesBilling } from '../../features/billing/AdminsOnlyBilling.tsx';
import { InvoiceList } from '../../features/billing/InvoiceList.tsx';
import { PaymentModeNotice } from '../../features/billing/PaymentModeNotice.tsx';
import { SubscriptionActions } from '../../features/billing/SubscriptionActions.tsx';
import { useInvoices } from '../../features/billing/use-invoices.ts';
import { describeSubscription } from '../../features/plans/subscription-state.ts';
import { Badge, ButtonLink, Card, NeedsConnection, Spinner } from '../../ui/index.ts';

const PLANS_PATH: Record<UserType, string> = { candidate: '/pricing', employer: '/employer-pricing' };

/**
 * The plan from the account document (so the last known plan shows offline), cancel or resume, and Stripe's
 * invoices, which live only on the server and so need a connection.
 */
export function SubscriptionSection({ account, userType, online }: { account: Account | undefined; userType: UserType; online: boolean }) {
  const state = account ? describeSubscription(account, new Date()) : null;
  const manages = useManagesBilling();
  const invoices = useInvoices(online, account ? `${account.plan}:${account.subscriptionStatus}:${account.cancelAtPeriodEnd}` : '');
  return (
    <Card as="section" title="Subscription" description="Your plan, when it renews or ends, and your invoices.">
      <div className="flex flex-col gap-5" data-testid="subscription-section">
        <PaymentModeNotice />
        {!account || !state ? (
          <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
            <Spinner label={null} /> Loading your plan…
          </p>
        ) : (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-lg font-semibold text-slate-900">{PLANS[state.planInForce].name}</p>
              <Badge tone={state.tone}>{state.label}</Badge>
            </div>
            {state.detail && <p className="text-sm text-slate-600">{state.detail}</p>}
            {!manages ? (
              <AdminsOnlyBilling />
            ) : state.planInForce === 'free' ? (
              <ButtonLink href={PLANS_PATH[userType]} variant="secondary" className="w-full sm:w-fit">
                See plans
              </ButtonLink>
            ) : (
              <SubscriptionActions account={account} online={online} />
            )}
          </div>
        )}
        {manages && (
          <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
            <h3 className="text-sm font-semibold text-slate-900">Invoices</h3>
            {online ? <InvoiceList state={invoices} /> : <NeedsConnection what="Your invoice list" />}
          </div>
        )}
      </div>
    </Card>
  );
}
