/**
 * What the marketing pages claim, each written once so every page quotes the same words. decisions.md
 * (Matching you can trust): no statistic nothing measures; the live counts come from the server
 * (use-platform-figures.ts), everything else here is descriptive or a price. Limits and prices come from the
 * shared catalog.
 */
import { APPLICATION_STATUS_LABELS } from '@shared/rules/application-status.ts';
import { MATCH_WEIGHTS } from '@shared/scoring/match-weights.ts';

/** A figure and what it stands for, e.g. `1,204` / `open jobs`. */
export interface Claim {
  value: string;
  label: string;
}

export const CLAIMS = {
  cheaperThanCompetitors: { value: '50%', label: 'less than competitors' },
  interviewToolSavings: { value: '$50+', label: 'saved per month on external interview tools' },
} as const satisfies Record<string, Claim>;

/** The line under the landing figures, in decisions.md's words. */
export const MATCH_SCORE_PROMISE = 'A match score you can read: every requirement checked on your device.';

/**
 * What the landing strip says before the device has ever reached the server (a first visit offline): what the
 * product does, not how many use it.
 */
export const DESCRIPTIVE_CLAIMS: readonly Claim[] = [
  { value: String(Object.keys(MATCH_WEIGHTS).length), label: 'readable sub-scores in every match' },
  { value: '3', label: 'checks: ID, company e-mail, references' },
  { value: String(Object.keys(APPLICATION_STATUS_LABELS).length), label: 'pipeline stages the candidate sees' },
  { value: 'Offline', label: 'search, apply and review without a signal' },
];

/** What competitors charge per month, as the pricing copy quotes it. */
export const COMPETITOR_PRICE_RANGE = '$30-100+';

/** The promises printed next to every price. */
export const PRICING_PROMISES = ['No hidden fees', 'Cancel anytime', 'No credit card required to sign up'] as const;
