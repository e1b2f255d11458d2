import { TRIAL_DAYS } from '@shared/catalog.ts';
import { MarketplaceFigures } from '../../features/marketing/MarketplaceFigures.tsx';
import { MarketingIcon } from '../../features/marketing/MarketingIcon.tsx';
import { ButtonLink } from '../../ui/index.ts';

/** The landing hero: the promise, the two ways in (the dialogs open from ?auth=) and the headline figures. */
export function LandingHero() {
  return (
    <section aria-labelledby="landing-title" className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-10 sm:px-6 sm:pt-20 sm:pb-14">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">The hiring marketplace that works offline</p>
          <h1 id="landing-title" className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-6xl">
            Find work. Hire talent. Even offline.
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-600">
            HireSync matches job seekers and employers with scores worked out on your own device, verifies the people on
            both sides, and runs interviews, messages and a 7-stage pipeline in one place, with visa and relocation
            support built in.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink href="/?auth=signup" size="lg">
              Get started free
            </ButtonLink>
            <ButtonLink href="/?auth=signin" size="lg" variant="secondary">
              Sign in
            </ButtonLink>
          </div>
          <ul className="mt-5 flex flex-col items-center justify-center gap-x-6 gap-y-2 text-sm text-slate-700 sm:flex-row">
            <li className="flex items-center gap-1.5">
              <MarketingIcon name="check" className="size-5 text-green-700" />
              {TRIAL_DAYS}-day free trial of every paid plan
            </li>
            <li className="flex items-center gap-1.5">
              <MarketingIcon name="check" className="size-5 text-green-700" />
              No credit card required
            </li>
          </ul>
        </div>
        <MarketplaceFigures className="mx-auto mt-12 max-w-4xl" />
      </div>
    </section>
  );
}
