/** The plain-language terms summary (/terms); the full terms at /terms-of-service are the ones that apply. */
import { MINIMUM_AGE_YEARS, REFUND_WINDOW_DAYS, TRIAL_DAYS } from '@shared/catalog.ts';
import type { SummaryPoint } from '../../features/marketing/legal-types.ts';

export const TERMS_SUMMARY: readonly SummaryPoint[] = [
  {
    title: `${MINIMUM_AGE_YEARS}+ and honest`,
    text: `You must be ${MINIMUM_AGE_YEARS} or older, use your real details and keep your sign-in to yourself.`,
  },
  {
    title: 'Real jobs, real people',
    text: 'Employers post only real openings and use candidate data only to recruit for them. Job seekers describe themselves truthfully.',
  },
  {
    title: 'Badges mean a check passed',
    text: 'A verification badge shows an ID, company e-mail or reference was confirmed. It is not a guarantee about a person.',
  },
  {
    title: 'Scores guide, people decide',
    text: 'Match scores help you decide where to look first. Hiring decisions stay with employers.',
  },
  {
    title: `${TRIAL_DAYS}-day trial, cancel anytime`,
    text: `Paid plans start with a ${TRIAL_DAYS}-day free trial and have no hidden fees. Cancel anytime; the plan runs to the end of the paid period.`,
  },
  {
    title: 'Refunds',
    text: `Annual plans can be refunded within ${REFUND_WINDOW_DAYS} days of payment. Monthly payments are not split, but cancelling stops the next charge.`,
  },
  {
    title: 'Your content stays yours',
    text: 'You keep the rights to what you post; we only store it and show it to the people allowed to see it.',
  },
  {
    title: 'Offline changes are checked',
    text: 'What you do offline is sent when you reconnect. If the server refuses a change, you are told why and your text is kept as a draft.',
  },
];
