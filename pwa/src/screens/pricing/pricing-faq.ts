/** The questions the pricing page answers; every number comes from the shared catalog. */
import { FREE_LIMITS, REFUND_WINDOW_DAYS, TRIAL_DAYS } from '@shared/catalog.ts';

export const PRICING_FAQ: ReadonlyArray<{ question: string; answer: string }> = [
  {
    question: 'How does the free trial work?',
    answer: `Every paid plan starts with ${TRIAL_DAYS} days free. You get the full plan straight away; cancel before the trial ends and you pay nothing.`,
  },
  {
    question: 'Do I need a credit card to start?',
    answer: 'Not for a free account. You only add a card when you start a paid plan’s trial.',
  },
  {
    question: 'What are the free plan limits?',
    answer: `Job seekers can send up to ${FREE_LIMITS.applicationsPerDay} applications a day. Employers can publish ${FREE_LIMITS.jobPostingsPerMonth} job postings and open ${FREE_LIMITS.profileViewsPerMonth} candidate profiles each calendar month. Paid plans remove the limits.`,
  },
  {
    question: 'Can I cancel anytime?',
    answer: 'Yes. Your plan keeps working until the end of the period you paid for and is not renewed. There are no cancellation fees.',
  },
  {
    question: 'Do you give refunds?',
    answer: `Annual plans can be refunded within ${REFUND_WINDOW_DAYS} days of payment. Monthly payments are not split, but cancelling stops the next charge.`,
  },
];
