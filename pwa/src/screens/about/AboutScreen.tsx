import { FeatureComparison } from '../../features/marketing/FeatureComparison.tsx';
import { MarketingIcon } from '../../features/marketing/MarketingIcon.tsx';
import { PageHeader } from '../../features/marketing/PageHeader.tsx';
import { PageSection } from '../../features/marketing/PageSection.tsx';
import { ButtonLink } from '../../ui/index.ts';
import { PRINCIPLES, STARTING_POINTS } from './about-content.ts';

/** /about: why HireSync exists, what it believes, its platform advantages, and where each side starts. */
export function AboutScreen() {
  return (
    <div>
      <PageHeader
        eyebrow="About HireSync"
        title="Hiring that is fair, fast and honest on both sides"
        lead="We build the marketplace we wanted as job seekers and as hiring managers: one where matches are explained, people are verified and nobody waits in silence."
      />
      <PageSection title="Why we built HireSync" width="narrow">
        <div className="grid gap-4 text-base leading-relaxed text-slate-700">
          <p>
            Job boards reward volume. Candidates send hundreds of applications into black boxes; employers wade through
            hundreds of unverified profiles that match a keyword and little else. Both sides lose weeks, and the best
            fits are often the people who never got a reply.
          </p>
          <p>
            HireSync starts from the facts that decide a hire: skills, experience, location, work authorization and
            education. It scores every match on your own device and shows why, checks identities and references before
            anyone spends an interview on them, and keeps every application’s status in view of both sides.
          </p>
          <p>
            And it works offline. A marketplace should not stop when the connection does, so HireSync keeps your jobs,
            applications and messages on your device and syncs them the moment you are back online.
          </p>
        </div>
      </PageSection>
      <PageSection title="What we believe" tone="white">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PRINCIPLES.map((principle) => (
            <li key={principle.title} className="rounded-2xl border border-slate-200 p-6">
              <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <MarketingIcon name={principle.icon} />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{principle.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{principle.text}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <FeatureComparison variant="detailed" intro="What you get on HireSync that a job board does not give you." />
      <PageSection title="Start where you are" tone="white">
        <ul className="mx-auto grid max-w-4xl gap-4 md:grid-cols-2">
          {STARTING_POINTS.map((point) => (
            <li key={point.title} className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{point.title}</h3>
              <p className="mt-2 flex-1 text-sm text-slate-600">{point.text}</p>
              <ButtonLink href={point.link.href} className="mt-5 w-full sm:w-auto">
                {point.link.label}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </PageSection>
    </div>
  );
}
