/**
 * What /pricing and the landing page show of each audience's plans: the cards and the comparison table, both
 * derived from the shared catalog (names, prices, trials, free limits, feature lists). Nothing here states a
 * price or a limit of its own.
 */
import { FREE_LIMITS, formatPrice, getPlanFeatures, listPlansFor, type PlanInfo } from '@shared/catalog.ts';
import type { UserType } from '@shared/schemas/common.ts';

/** One cell of the comparison table: a text (price, limit) or whether the plan includes a feature. */
export type ComparisonCell = { kind: 'text'; text: string } | { kind: 'check'; included: boolean };

export interface ComparisonRow {
  label: string;
  /** One cell per plan, in the order of `ComparisonTable.plans`. */
  cells: ComparisonCell[];
}

export interface ComparisonTable {
  plans: PlanInfo[];
  rows: ComparisonRow[];
}

/** The usage limits of the free plan, one row each; paid plans are unlimited. */
const LIMIT_ROWS: Record<UserType, ReadonlyArray<{ label: string; free: string }>> = {
  candidate: [{ label: 'Applications', free: `Up to ${FREE_LIMITS.applicationsPerDay} a day` }],
  employer: [
    { label: 'Job postings', free: `${FREE_LIMITS.jobPostingsPerMonth} a month` },
    { label: 'Candidate profile views', free: `${FREE_LIMITS.profileViewsPerMonth} a month` },
  ],
};

/** Feature lines that state a quantity ('Up to 20 ...', 'Unlimited ...') are shown by the limit rows instead. */
function isQuantityLine(feature: string): boolean {
  return /\d|unlimited/i.test(feature);
}

const text = (value: string): ComparisonCell => ({ kind: 'text', text: value });

/** The price of a plan as a card or table shows it: `$9.99` with `/month`, or `$0` for free. */
export function describePrice(plan: PlanInfo): { amount: string; period: string } {
  return { amount: formatPrice(plan.priceCents), period: plan.priceCents === 0 ? 'forever' : 'per month' };
}

/** The trial line of a plan: `14-day free trial`, or null for the free plan. */
export function describeTrial(plan: PlanInfo): string | null {
  return plan.trialDays > 0 ? `${plan.trialDays}-day free trial` : null;
}

/**
 * The comparison table of one audience: price, trial, one row per free limit, then every feature any of the
 * audience's plans lists. A paid plan includes everything the free plan lists; otherwise a plan includes a
 * feature when its own list names it.
 */
export function buildComparisonTable(audience: UserType): ComparisonTable {
  const plans = listPlansFor(audience);
  const featuresOf = new Map(plans.map((plan) => [plan.id, getPlanFeatures(plan.id, audience)]));
  const freeFeatures = new Set(featuresOf.get('free') ?? []);

  const rows: ComparisonRow[] = [
    { label: 'Price', cells: plans.map((plan) => text(priceLabel(plan))) },
    { label: 'Free trial', cells: plans.map((plan) => text(describeTrial(plan) ?? '—')) },
    ...LIMIT_ROWS[audience].map((limit) => ({
      label: limit.label,
      cells: plans.map((plan) => text(plan.priceCents === 0 ? limit.free : 'Unlimited')),
    })),
  ];

  const featureLabels = [...new Set(plans.flatMap((plan) => featuresOf.get(plan.id) ?? []))].filter(
    (feature) => !isQuantityLine(feature),
  );
  for (const feature of featureLabels) {
    rows.push({
      label: feature,
      cells: plans.map((plan) => ({
        kind: 'check',
        included: (featuresOf.get(plan.id) ?? []).includes(feature) || (plan.priceCents > 0 && freeFeatures.has(feature)),
      })),
    });
  }
  return { plans, rows };
}

function priceLabel(plan: PlanInfo): string {
  const { amount } = describePrice(plan);
  return plan.priceCents === 0 ? amount : `${amount}/month`;
}
