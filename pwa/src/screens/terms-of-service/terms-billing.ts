/** Sections 8-15 of the full terms: plans and billing, refunds, free limits, conduct, content, offline use, ending. */
import { FREE_LIMITS, PLANS, REFUND_WINDOW_DAYS, SUPPORT_TERMS, TRIAL_DAYS, formatPlanPrice } from '@shared/catalog.ts';
import type { LegalSection } from '../../features/marketing/legal-types.ts';

const PAID_PLANS = Object.values(PLANS).filter((plan) => plan.priceCents > 0);

export const TERMS_BILLING_SECTIONS: readonly LegalSection[] = [
  {
    id: 'plans',
    title: 'Plans, trials and billing',
    blocks: [
      `HireSync is free to use within the free plan’s limits. Paid plans: ${PAID_PLANS.map((plan) => `${plan.name} (${formatPlanPrice(plan.id)})`).join(', ')}. Prices are shown on the pricing page before you subscribe, with no hidden fees.`,
      `Every paid plan starts with a ${TRIAL_DAYS}-day free trial. Unless you cancel before the trial ends, your card is charged at the end of the trial and then at the start of every billing period. You can cancel anytime; the plan then runs to the end of the period you already paid for and does not renew.`,
    ],
  },
  {
    id: 'refunds',
    title: 'Refunds',
    blocks: [
      `Plans billed annually can be refunded in full if you ask within ${REFUND_WINDOW_DAYS} days of payment. Monthly payments are not refunded for part of a month, but cancelling stops the next charge. To ask for a refund, write to ${SUPPORT_TERMS.email}.`,
    ],
  },
  {
    id: 'limits',
    title: 'Free plan limits',
    blocks: [
      `On the free plan a job seeker may send up to ${FREE_LIMITS.applicationsPerDay} applications a day, and an employer may publish ${FREE_LIMITS.jobPostingsPerMonth} job postings and open ${FREE_LIMITS.profileViewsPerMonth} candidate profiles a calendar month (UTC). Paid plans remove these limits. The limits are checked by our server; when one is reached, what you wrote is kept as a draft.`,
    ],
  },
  {
    id: 'conduct',
    title: 'What you must not do',
    blocks: [
      {
        list: [
          'Post false, misleading, offensive or unlawful content, or impersonate anyone.',
          'Harass, spam or scam other users, or collect their data in bulk.',
          'Probe, overload or work around the security or the limits of the service, or access it with automated tools we have not approved.',
          'Resell the service or its data.',
        ],
      },
    ],
  },
  {
    id: 'content',
    title: 'Your content',
    blocks: [
      'You keep the rights to what you post: profiles, jobs, messages and files. You give us the permission we need to store it, copy it to the devices of the people allowed to see it and show it to them, for as long as it is on HireSync. You are responsible for having the right to post it.',
    ],
  },
  {
    id: 'offline',
    title: 'Offline use',
    blocks: [
      'Changes made offline are stored on your device and sent when it reconnects. The server decides whether each change is accepted; if it refuses one (for example because a limit was reached or a job closed in the meantime) the app tells you why and keeps what you wrote as a draft. An offline device can show information that has since changed.',
    ],
  },
  {
    id: 'ending',
    title: 'Ending the agreement',
    blocks: [
      'You can delete your account at any time in Settings. We may suspend or close an account that breaks these terms, with notice where the law requires it and a refund of any unused prepaid period when we close an account without cause.',
    ],
  },
  {
    id: 'liability',
    title: 'Liability, changes and contact',
    blocks: [
      'We work hard to keep HireSync available and correct, but we provide it as it is and cannot promise it will be uninterrupted or error-free, or that any job or hire will result. We are not a party to the employment relationship between candidates and employers. Nothing in these terms limits liability that cannot be limited by law.',
      `We will give you notice in the app or by e-mail before a significant change to these terms takes effect. Questions: ${SUPPORT_TERMS.email}.`,
    ],
  },
];
