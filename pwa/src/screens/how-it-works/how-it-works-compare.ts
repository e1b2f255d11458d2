/** The differentiators and the comparison table of /how-it-works. Prices and figures come from shared/. */
import { PLANS, formatPlanPrice } from '@shared/catalog.ts';
import { APPLICATION_STATUS_LABELS } from '@shared/rules/application-status.ts';
import { CLAIMS, COMPETITOR_PRICE_RANGE, MATCH_SCORE_PROMISE } from '../../features/marketing/marketing-claims.ts';
import type { MarketingIconName } from '../../features/marketing/MarketingIcon.tsx';

export const DIFFERENTIATORS: ReadonlyArray<{ icon: MarketingIconName; title: string; text: string }> = [
  {
    icon: 'offline',
    title: 'Works offline',
    text: 'The app keeps your data on your device and syncs when it can. Search, apply, message and review applicants on a train or in a basement.',
  },
  {
    icon: 'sparkles',
    title: 'Scores you can explain',
    text: 'Each match shows its skills, experience, location, work authorization and education sub-scores, so you know why a job or a candidate ranks where it does.',
  },
  {
    icon: 'shield',
    title: 'Vouched, not just endorsed',
    text: 'References confirm the work they saw through a single-use link, and each check shows as a badge on the profile and on every application.',
  },
  {
    icon: 'globe',
    title: 'Visa and relocation up front',
    text: 'Sponsorship and remote options are part of every job and of every match score, not a surprise at the offer stage.',
  },
];

/** One row of the comparison table: what HireSync does and what a typical job board does. */
export interface CompareRow {
  topic: string;
  hireSync: string;
  typical: string;
}

export const COMPARISON_ROWS: readonly CompareRow[] = [
  { topic: 'Matching', hireSync: MATCH_SCORE_PROMISE, typical: 'Keyword search, no reason given' },
  { topic: 'Verification', hireSync: 'ID, company e-mail and references', typical: 'Self-reported profiles' },
  { topic: 'Video interviews', hireSync: 'Built in', typical: `A separate tool, ${CLAIMS.interviewToolSavings.value} a month` },
  { topic: 'Application status', hireSync: `${Object.keys(APPLICATION_STATUS_LABELS).length} stages, visible to the candidate`, typical: '“Application received”, then silence' },
  { topic: 'Visa sponsorship', hireSync: 'Shown on every job and scored', typical: 'Often not mentioned' },
  { topic: 'Works offline', hireSync: 'Yes, syncs when you reconnect', typical: 'No' },
  { topic: 'Price', hireSync: `Free, or from ${formatPlanPrice(PLANS['candidate-premium'].id)}`, typical: `${COMPETITOR_PRICE_RANGE} a month` },
];
