import { TRIAL_DAYS } from '@shared/catalog.ts';
import { PaymentModeNotice } from '../../features/billing/PaymentModeNotice.tsx';
import { FaqList } from '../../features/marketing/FaqList.tsx';
import { PageHeader } from '../../features/marketing/PageHeader.tsx';
import { PageSection } from '../../features/marketing/PageSection.tsx';
import { PlanComparisonTable } from './PlanComparisonTable.tsx';
import { PlanGroup } from './PlanGroup.tsx';
import { PRICING_FAQ } from './pricing-faq.ts';
import { PricingValue } from './PricingValue.tsx';

/**
 * /pricing: candidate and employer plans, their comparison tables and the pricing questions. Every name,
 * price, trial and limit comes from the shared catalog; subscribe buttons ask signed-out visitors to sign in.
 */
export function PricingScreen() {
  return (
    <div>
      <PageHeader
        eyebrow="Pricing"
        title="Simple pricing for both sides of hiring"
        lead={`Start free. Every paid plan begins with a ${TRIAL_DAYS}-day free trial, with no hidden fees and cancel anytime.`}
      />
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <PaymentModeNotice className="mt-4" />
      </div>
      <PlanGroup audience="candidate" />
      <PlanGroup audience="employer" tone="white" />
      <PageSection title="Compare plans" intro="Everything each plan includes, side by side.">
        <div className="grid gap-6">
          <PlanComparisonTable audience="candidate" />
          <PlanComparisonTable audience="employer" />
        </div>
      </PageSection>
      <PricingValue />
      <PageSection title="Pricing questions">
        <FaqList items={PRICING_FAQ} />
      </PageSection>
    </div>
  );
}
