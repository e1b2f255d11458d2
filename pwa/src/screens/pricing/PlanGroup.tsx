import { listPlansFor, SUBSCRIBE_PLAN_TARGETS } from '@shared/catalog.ts';
import type { UserType } from '@shared/schemas/common.ts';
import { PageSection } from '../../features/marketing/PageSection.tsx';
import { PlanCard } from '../../features/marketing/PlanCard.tsx';
import { ButtonLink } from '../../ui/index.ts';

const GROUPS: Record<UserType, { title: string; intro: string; link: { href: string; label: string } }> = {
  candidate: {
    title: 'For job seekers',
    intro: 'Free covers an active search. Premium is for when you are applying widely and want to be seen first.',
    link: { href: '/browse-jobs', label: 'Browse jobs' },
  },
  employer: {
    title: 'For employers',
    intro: 'Post a few roles a month for free. Upgrade for unlimited postings, video interviews and advanced search.',
    link: { href: '/find-talent', label: 'Find talent' },
  },
};

/** The plan cards of one audience, with the role's headline plan highlighted. */
export function PlanGroup({ audience, tone }: { audience: UserType; tone?: 'plain' | 'white' }) {
  const group = GROUPS[audience];
  const plans = listPlansFor(audience);
  return (
    <PageSection title={group.title} intro={group.intro} tone={tone}>
      <ul className={plans.length > 2 ? 'grid gap-4 md:grid-cols-3' : 'mx-auto grid max-w-3xl gap-4 md:grid-cols-2'}>
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} audience={audience} isHighlighted={plan.id === SUBSCRIBE_PLAN_TARGETS[audience]} />
        ))}
      </ul>
      <div className="mt-6 text-center">
        <ButtonLink href={group.link.href} variant="ghost">
          {group.link.label} <span aria-hidden="true">→</span>
        </ButtonLink>
      </div>
    </PageSection>
  );
}
