import { TRIAL_DAYS } from '@shared/catalog.ts';
import { Link } from 'wouter';
import { ButtonLink } from '../../ui/index.ts';

/** The closing band: one more way in after reading the page. */
export function LandingCallToAction() {
  return (
    <section aria-labelledby="landing-cta" className="bg-brand-900">
      <div className="mx-auto max-w-4xl px-4 py-12 text-center sm:px-6 sm:py-16">
        <h2 id="landing-cta" className="text-2xl font-bold tracking-tight text-balance text-white sm:text-3xl">
          Your next job or your next hire, matched and verified
        </h2>
        <p className="mt-3 text-brand-100">
          Free account, no credit card required. Try any paid plan free for {TRIAL_DAYS} days.
        </p>
        <div className="mt-6 flex flex-col items-center justify-center gap-4 sm:flex-row sm:gap-6">
          <ButtonLink href="/?auth=signup" size="lg" variant="secondary">
            Create a free account
          </ButtonLink>
          {/* A plain link: the button variants are drawn for light backgrounds. */}
          <Link href="/how-it-works" className="rounded font-medium text-white underline underline-offset-4 hover:text-brand-100">
            See how it works
          </Link>
        </div>
      </div>
    </section>
  );
}
