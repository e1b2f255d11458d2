import { FeatureComparison } from '../../features/marketing/FeatureComparison.tsx';
import { MarketingIcon } from '../../features/marketing/MarketingIcon.tsx';
import { MarketplaceFigures } from '../../features/marketing/MarketplaceFigures.tsx';
import { PageHeader } from '../../features/marketing/PageHeader.tsx';
import { PageSection } from '../../features/marketing/PageSection.tsx';
import { ButtonLink } from '../../ui/index.ts';
import { CompareTable } from './CompareTable.tsx';
import { DIFFERENTIATORS } from './how-it-works-compare.ts';
import { CANDIDATE_STEPS, EMPLOYER_STEPS } from './how-it-works-steps.ts';
import { StepList } from './StepList.tsx';

/** /how-it-works: the marketplace's figures, five steps for each side, what makes HireSync different, and how it compares. */
export function HowItWorksScreen() {
  return (
    <div>
      <PageHeader
        eyebrow="How it works"
        title="From first profile to signed offer"
        lead="Five steps for job seekers, five for employers, and the same facts on both sides of every application."
      >
        <ButtonLink href="/?auth=signup" size="lg">
          Get started free
        </ButtonLink>
        <ButtonLink href="/pricing" size="lg" variant="secondary">
          See pricing
        </ButtonLink>
      </PageHeader>
      <PageSection title="HireSync today" intro="Counted by the server from the marketplace itself." width="narrow">
        <MarketplaceFigures />
      </PageSection>
      <PageSection title="Five steps on each side">
        <div className="grid gap-6 lg:grid-cols-2">
          <StepList title="For job seekers" steps={CANDIDATE_STEPS} />
          <StepList title="For employers" steps={EMPLOYER_STEPS} />
        </div>
      </PageSection>
      <PageSection title="What makes HireSync different" tone="white">
        <ul className="grid gap-4 sm:grid-cols-2">
          {DIFFERENTIATORS.map((item) => (
            <li key={item.title} className="flex gap-4 rounded-2xl border border-slate-200 p-6">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <MarketingIcon name={item.icon} />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
      <FeatureComparison variant="default" intro="Six things HireSync does differently, and how the same job is usually done elsewhere." />
      <PageSection title="HireSync and typical job boards" tone="white" width="narrow">
        <CompareTable />
      </PageSection>
    </div>
  );
}
