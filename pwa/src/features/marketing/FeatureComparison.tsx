import { ButtonLink, Card } from '../../ui/index.ts';
import { MarketplaceFigures } from './MarketplaceFigures.tsx';
import { MarketingIcon } from './MarketingIcon.tsx';
import { PageSection } from './PageSection.tsx';
import { PLATFORM_FEATURES, type PlatformFeature } from './platform-features.ts';

export type FeatureComparisonVariant = 'compact' | 'default' | 'detailed';

/** How many features the compact variant shows (spec section 1: the first three of six). */
const COMPACT_COUNT = 3;

const DEFAULT_TITLES: Record<FeatureComparisonVariant, string> = {
  compact: 'Why people switch to HireSync',
  default: 'How HireSync compares',
  // The detailed variant's title is fixed by the spec.
  detailed: 'Platform Advantages',
};

/**
 * The feature-comparison block (spec section 1) in its three variants: compact (first three features),
 * default (all six with description, figure and how others do it) and detailed ('Platform Advantages', with
 * each feature's key points and the marketplace's figures).
 */
export function FeatureComparison({
  variant = 'default',
  title,
  intro,
  tone,
  moreLink,
}: {
  variant?: FeatureComparisonVariant;
  title?: string;
  intro?: string;
  tone?: 'plain' | 'white';
  /** A link under the block, e.g. from the compact variant to the page with all six. */
  moreLink?: { href: string; label: string };
}) {
  const features = variant === 'compact' ? PLATFORM_FEATURES.slice(0, COMPACT_COUNT) : PLATFORM_FEATURES;
  return (
    <PageSection title={variant === 'detailed' ? DEFAULT_TITLES.detailed : (title ?? DEFAULT_TITLES[variant])} intro={intro} tone={tone}>
      <ul className={variant === 'detailed' ? 'grid gap-4 md:grid-cols-2' : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'}>
        {features.map((feature) => (
          <Card key={feature.id} as="li" className="flex flex-col gap-3">
            <FeatureHeading feature={feature} />
            <p className="text-sm text-slate-600">{feature.description}</p>
            <p className="text-sm text-slate-700">
              <span className="text-2xl font-bold text-brand-700">{feature.stat.value}</span> {feature.stat.label}
            </p>
            {variant === 'default' && (
              <p className="mt-auto flex gap-2 border-t border-slate-100 pt-3 text-sm text-slate-600">
                <MarketingIcon name="cross" className="size-5 text-slate-500" />
                <span>
                  <span className="font-medium text-slate-800">Elsewhere: </span>
                  {feature.competitor}
                </span>
              </p>
            )}
            {variant === 'detailed' && <KeyFeatures items={feature.keyFeatures} />}
          </Card>
        ))}
      </ul>
      {variant === 'detailed' && <MarketplaceFigures className="mt-8" />}
      {moreLink && (
        <div className="mt-6 text-center">
          <ButtonLink href={moreLink.href} variant="ghost">
            {moreLink.label} <span aria-hidden="true">→</span>
          </ButtonLink>
        </div>
      )}
    </PageSection>
  );
}

function FeatureHeading({ feature }: { feature: PlatformFeature }) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <MarketingIcon name={feature.icon} />
      </span>
      <h3 className="text-base font-semibold text-slate-900">{feature.title}</h3>
    </div>
  );
}

function KeyFeatures({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-1 grid gap-2 border-t border-slate-100 pt-3 text-sm text-slate-700" aria-label="Key features">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <MarketingIcon name="check" className="size-5 text-green-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
