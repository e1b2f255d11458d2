/** The words of the landing page that are lists; the components beside this file lay them out. */
import { FREE_LIMITS } from '@shared/catalog.ts';
import type { MarketingIconName } from '../../features/marketing/MarketingIcon.tsx';

export const AUDIENCES = [
  {
    id: 'candidates',
    title: 'For job seekers',
    lead: 'See how well every job fits before you spend an evening on a cover letter.',
    points: [
      'A match score on every job, with the reasons behind it',
      'Jobs that sponsor visas or hire remotely marked up front',
      'One verified profile instead of a new form per company',
      'Your application’s stage, always visible',
      `Up to ${FREE_LIMITS.applicationsPerDay} applications a day on the free plan`,
    ],
    cta: { href: '/?auth=signup', label: 'Create your job seeker profile' },
  },
  {
    id: 'employers',
    title: 'For employers',
    lead: 'Spend interview time on people who fit, and keep every candidate informed.',
    points: [
      'Candidates ranked by skills, experience, location and work authorization',
      'ID, company e-mail and reference checks before you reply',
      'Video interviews scheduled from the application',
      'A 7-stage pipeline your candidates can follow',
      `${FREE_LIMITS.jobPostingsPerMonth} job postings a month on the free plan`,
    ],
    cta: { href: '/?auth=signup', label: 'Start hiring with HireSync' },
  },
] as const;

export const OFFLINE_POINTS: ReadonlyArray<{ icon: MarketingIconName; title: string; text: string }> = [
  {
    icon: 'offline',
    title: 'No signal, no problem',
    text: 'Browse and search jobs, read match scores, write applications and messages, post a job or schedule an interview without a connection.',
  },
  {
    icon: 'clock',
    title: 'Sent when you are back',
    text: 'Everything you did offline waits on your device and goes out the moment you reconnect. The app always shows what is still waiting.',
  },
  {
    icon: 'lock',
    title: 'Nothing lost, nothing doubled',
    text: 'Edits from two devices merge. If the server refuses a change, you are told why and what you wrote is kept as a draft.',
  },
];
