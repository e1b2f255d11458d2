import { MarketingIcon } from '../../features/marketing/MarketingIcon.tsx';
import { PageSection } from '../../features/marketing/PageSection.tsx';
import { OFFLINE_POINTS } from './landing-content.ts';

/** The offline-first promise, the thing no other hiring site does. */
export function LandingOffline() {
  return (
    <PageSection
      title="Keeps working when your connection does not"
      intro="Install HireSync on your phone or computer. After one sign-in, every screen opens offline."
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {OFFLINE_POINTS.map((point) => (
          <li key={point.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <MarketingIcon name={point.icon} />
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{point.title}</h3>
            <p className="mt-2 text-sm text-slate-600">{point.text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
