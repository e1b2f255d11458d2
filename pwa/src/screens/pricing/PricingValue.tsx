import { CLAIMS, COMPETITOR_PRICE_RANGE, PRICING_PROMISES } from '../../features/marketing/marketing-claims.ts';
import { MarketingIcon } from '../../features/marketing/MarketingIcon.tsx';
import { PageSection } from '../../features/marketing/PageSection.tsx';

/** Why the prices are worth it: the spec's price claims and the promises that come with every plan. */
export function PricingValue() {
  const { cheaperThanCompetitors, interviewToolSavings } = CLAIMS;
  return (
    <PageSection title="Less than you pay today" tone="white">
      <div className="grid gap-4 md:grid-cols-3">
        <div className="rounded-2xl bg-brand-50 p-6">
          <p className="text-3xl font-bold text-brand-700">{cheaperThanCompetitors.value}</p>
          <p className="mt-1 font-medium text-slate-900">{cheaperThanCompetitors.label}</p>
          <p className="mt-2 text-sm text-slate-700">Comparable hiring platforms charge {COMPETITOR_PRICE_RANGE} per month.</p>
        </div>
        <div className="rounded-2xl bg-brand-50 p-6">
          <p className="text-3xl font-bold text-brand-700">{interviewToolSavings.value}</p>
          <p className="mt-1 font-medium text-slate-900">{interviewToolSavings.label}</p>
          <p className="mt-2 text-sm text-slate-700">Video interviews are built in, so there is no separate meeting tool to pay for.</p>
        </div>
        <ul className="grid content-center gap-3 rounded-2xl bg-brand-50 p-6">
          {PRICING_PROMISES.map((promise) => (
            <li key={promise} className="flex items-center gap-2 font-medium text-slate-900">
              <MarketingIcon name="check" className="size-5 text-green-700" />
              {promise}
            </li>
          ))}
        </ul>
      </div>
    </PageSection>
  );
}
