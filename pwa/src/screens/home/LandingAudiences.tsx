import { MarketingIcon } from '../../features/marketing/MarketingIcon.tsx';
import { PageSection } from '../../features/marketing/PageSection.tsx';
import { ButtonLink } from '../../ui/index.ts';
import { AUDIENCES } from './landing-content.ts';

/** What HireSync does for each side of the market, with a way in for each. */
export function LandingAudiences() {
  return (
    <PageSection title="One marketplace, built for both sides" intro="Job seekers and employers see the same facts: scores, checks and where an application stands.">
      <div className="grid gap-4 md:grid-cols-2">
        {AUDIENCES.map((audience) => (
          <article key={audience.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <h3 className="text-xl font-semibold text-slate-900">{audience.title}</h3>
            <p className="mt-2 text-slate-600">{audience.lead}</p>
            <ul className="mt-5 grid gap-2.5 text-sm text-slate-700">
              {audience.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <MarketingIcon name="check" className="size-5 text-green-700" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-1 items-end">
              <ButtonLink href={audience.cta.href} variant="secondary" className="w-full sm:w-auto">
                {audience.cta.label}
              </ButtonLink>
            </div>
          </article>
        ))}
      </div>
    </PageSection>
  );
}
