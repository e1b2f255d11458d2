/**
 * The published marketing claims (spec section 1), each written once so every page quotes the same number.
 * They are advertising figures, not limits the app enforces; limits and prices come from the shared catalog.
 */

/** A figure and what it measures, e.g. `92%` / `match accuracy`. */
export interface Claim {
  value: string;
  label: string;
}

export const CLAIMS = {
  matchAccuracy: { value: '92%', label: 'match accuracy' },
  industryAverage: { value: '60%', label: 'industry average' },
  vouchedProfessionals: { value: '25K+', label: 'vouched professionals' },
  fasterHiring: { value: '3.2x', label: 'faster hiring' },
  successRate: { value: '94%', label: 'success rate' },
  verifiedProfessionals: { value: '10K+', label: 'verified professionals' },
  companies: { value: '500+', label: 'companies' },
  placementRate: { value: '95%', label: 'success rate' },
  vouches: { value: '2M+', label: 'vouches' },
  halfTimeToHire: { value: '50%', label: 'faster hiring' },
  cultureMatch: { value: '4.2/5', label: 'culture match' },
  vouchingTrust: { value: '89%', label: 'higher employer trust from vouching' },
  profileVisibility: { value: '3x', label: 'profile visibility' },
  cheaperThanCompetitors: { value: '50%', label: 'less than competitors' },
  interviewToolSavings: { value: '$50+', label: 'saved per month on external interview tools' },
} as const satisfies Record<string, Claim>;

/** What competitors charge per month, as the pricing copy quotes it. */
export const COMPETITOR_PRICE_RANGE = '$30-100+';

/** The four figures under the landing hero. */
export const LANDING_CLAIMS: readonly Claim[] = [
  CLAIMS.matchAccuracy,
  CLAIMS.vouchedProfessionals,
  CLAIMS.fasterHiring,
  CLAIMS.successRate,
];

/** The statistics strip of the detailed feature comparison. */
export const PLATFORM_STATISTICS: readonly Claim[] = [
  CLAIMS.verifiedProfessionals,
  CLAIMS.companies,
  CLAIMS.placementRate,
  CLAIMS.vouches,
  CLAIMS.halfTimeToHire,
  CLAIMS.cultureMatch,
];

/** The promises printed next to every price. */
export const PRICING_PROMISES = ['No hidden fees', 'Cancel anytime', 'No credit card required to sign up'] as const;
