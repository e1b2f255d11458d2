/**
 * Plans, prices, trials and free-tier limits: the one reading of decisions.md that /pricing, /employer-pricing,
 * /checkout, /payment-success, the video-interview banner, the docs and the server all show and enforce.
 * Usage counting lives in rules/usage-limits.ts; this module only holds the numbers.
 */
import { PLAN_IDS, type PlanId } from '../schemas/enum-values.ts';
import type { UserType } from '../schemas/common.ts';

/** A plan that costs money: every id of `PLAN_IDS` except `free`. */
export type PaidPlanId = Exclude<PlanId, 'free'>;

/** The paid plan ids, in catalog order (taken from `PLAN_IDS`, not re-declared). */
export const PAID_PLAN_IDS = PLAN_IDS.filter((id): id is PaidPlanId => id !== 'free');

/** Every paid plan starts with this many days free (decisions.md). */
export const TRIAL_DAYS = 14;

/** Billing interval of every paid plan. */
export const BILLING_INTERVAL = 'month';

/** One plan as the pricing screens and checkout show it. Prices are in US cents to keep arithmetic exact. */
export interface PlanInfo {
  id: PlanId;
  name: string;
  /** Who may buy it; `free` is everyone's default and has no audience of its own. */
  audience: UserType | null;
  priceCents: number;
  trialDays: number;
  /** What the plan gives, as the pricing cards list it, per audience for the shared free plan. */
  features: Readonly<Record<UserType, readonly string[]>> | readonly string[];
}

/** Free-tier limits (decisions.md). `null` in a usage check means unlimited. */
export const FREE_LIMITS = {
  /** Applications a free candidate may send per UTC day. */
  applicationsPerDay: 20,
  /** Job postings a free employer may publish per UTC calendar month. */
  jobPostingsPerMonth: 3,
  /** Candidate profiles a free employer may open per UTC calendar month. */
  profileViewsPerMonth: 10,
} as const;

/**
 * Features that only paid plans include and that a screen gates (not the counted limits, which usage-limits.ts
 * checks): the line /pricing lists and the plans that include it. rules/premium.ts `hasPlanFeature` reads it.
 */
export const PAID_FEATURES = {
  advancedCandidateSearch: {
    label: 'Advanced candidate search',
    plans: ['employer-professional', 'employer-enterprise'],
  },
} as const satisfies Record<string, { label: string; plans: readonly PaidPlanId[] }>;

/** A feature that only some paid plans include. */
export type PaidFeature = keyof typeof PAID_FEATURES;

/** The plan an upgrade prompt for a feature offers: the cheapest that includes it. */
export function upgradePlanFor(feature: PaidFeature): PaidPlanId {
  return PAID_FEATURES[feature].plans[0];
}

const EMPLOYER_PAID_FEATURES = [
  'Unlimited job postings',
  'Unlimited candidate profile views',
  'Built-in video interviews',
  PAID_FEATURES.advancedCandidateSearch.label,
  'AI matching with sub-scores',
] as const;

/** Every plan, keyed by id. */
export const PLANS = {
  free: {
    id: 'free',
    name: 'Free',
    audience: null,
    priceCents: 0,
    trialDays: 0,
    features: {
      candidate: [
        `Up to ${FREE_LIMITS.applicationsPerDay} applications a day`,
        'Job matching',
        'Messaging with employers',
        'Verification badge',
      ],
      employer: [
        `${FREE_LIMITS.jobPostingsPerMonth} job postings a month`,
        `${FREE_LIMITS.profileViewsPerMonth} candidate profile views a month`,
        'Messaging with candidates',
      ],
    },
  },
  'candidate-premium': {
    id: 'candidate-premium',
    name: 'Candidate Premium',
    audience: 'candidate',
    priceCents: 999,
    trialDays: TRIAL_DAYS,
    features: ['Unlimited applications', 'Priority in employer search', 'Advanced AI matching'],
  },
  'employer-professional': {
    id: 'employer-professional',
    name: 'Employer Professional',
    audience: 'employer',
    priceCents: 4900,
    trialDays: TRIAL_DAYS,
    features: EMPLOYER_PAID_FEATURES,
  },
  'employer-enterprise': {
    id: 'employer-enterprise',
    name: 'Employer Enterprise',
    audience: 'employer',
    priceCents: 9900,
    trialDays: TRIAL_DAYS,
    features: [...EMPLOYER_PAID_FEATURES, 'Priority support'],
  },
} as const satisfies Record<PlanId, PlanInfo>;

/** Where `/subscribe?plan=<key>` leads: the plan that `/checkout?plan=` receives (decisions.md). */
export const SUBSCRIBE_PLAN_TARGETS = {
  candidate: 'candidate-premium',
  employer: 'employer-professional',
} as const satisfies Record<UserType, PaidPlanId>;

/** The plan the video-interview banner advertises (spec section 6). */
export const VIDEO_INTERVIEW_PLAN: PaidPlanId = 'employer-professional';

/** Plans offered to one audience, free first, in price order. */
export function listPlansFor(audience: UserType): PlanInfo[] {
  return Object.values(PLANS).filter((plan) => plan.audience === null || plan.audience === audience);
}

/** The features one plan lists for one audience (the free plan lists different ones per role). */
export function getPlanFeatures(planId: PlanId, audience: UserType): readonly string[] {
  const features: PlanInfo['features'] = PLANS[planId].features;
  return isPerAudience(features) ? features[audience] : features;
}

function isPerAudience(features: PlanInfo['features']): features is Readonly<Record<UserType, readonly string[]>> {
  return !Array.isArray(features);
}

/** Whether a plan id is one of the paid plans, e.g. to check `/checkout?plan=`. */
export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return typeof value === 'string' && (PAID_PLAN_IDS as readonly string[]).includes(value);
}

/** A price in cents as the screens show it: `$9.99`, `$49`, `$0`. */
export function formatPrice(priceCents: number): string {
  const dollars = priceCents / 100;
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

/** A plan's price with its interval: `$9.99/month`; `Free` for the free plan. */
export function formatPlanPrice(planId: PlanId): string {
  const plan = PLANS[planId];
  return plan.priceCents === 0 ? 'Free' : `${formatPrice(plan.priceCents)}/${BILLING_INTERVAL}`;
}
