import { lazy, Suspense } from 'react';
import { useSearchParams } from 'wouter';
import { FeatureComparison } from '../../features/marketing/FeatureComparison.tsx';
import { LandingAudiences } from './LandingAudiences.tsx';
import { LandingCallToAction } from './LandingCallToAction.tsx';
import { LandingHero } from './LandingHero.tsx';
import { LandingOffline } from './LandingOffline.tsx';
import { LandingPricing } from './LandingPricing.tsx';

// The dialogs (forms, validation, the sign-in code that starts sync) load when one opens, not with the page.
const LandingAuthDialogs = lazy(async () => ({ default: (await import('../../features/auth/LandingAuthDialogs.tsx')).LandingAuthDialogs }));

/**
 * The landing page: hero with the ways in, who it is for, the compact feature comparison, the offline promise
 * and prices. The sign-in and sign-up dialogs open over it from ?auth=; signed-in users never see it (routes:
 * access 'guest').
 */
export function HomeScreen() {
  const [params] = useSearchParams();
  const hasAuthDialog = params.has('auth');
  return (
    <div>
      {hasAuthDialog && (
        <Suspense fallback={null}>
          <LandingAuthDialogs />
        </Suspense>
      )}
      <LandingHero />
      <LandingAudiences />
      <FeatureComparison
        variant="compact"
        tone="white"
        intro="Matching you can read, people you can trust, and interviews without another tool."
        moreLink={{ href: '/how-it-works', label: 'See all six advantages' }}
      />
      <LandingOffline />
      <LandingPricing />
      <LandingCallToAction />
    </div>
  );
}
