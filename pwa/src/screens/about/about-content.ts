/** The words of /about that are lists: what we believe and the two ways to start. */
import type { MarketingIconName } from '../../features/marketing/MarketingIcon.tsx';

export const PRINCIPLES: ReadonlyArray<{ icon: MarketingIconName; title: string; text: string }> = [
  {
    icon: 'sparkles',
    title: 'Explain every match',
    text: 'A score nobody can explain is a verdict. Ours shows its five parts, so a candidate knows what to improve and an employer knows what they are looking at.',
  },
  {
    icon: 'shield',
    title: 'Trust is earned, then shown',
    text: 'IDs are checked by a person, company e-mails with a code and references with a link they must confirm. A badge means a check passed, nothing more.',
  },
  {
    icon: 'pipeline',
    title: 'Respect people’s time',
    text: 'Candidates see every stage of their application. Employers see who is actually available, authorized and interested.',
  },
  {
    icon: 'lock',
    title: 'Private by default',
    text: 'Matching runs on your own device. Employers see contact details only after a candidate applies or replies, and nothing is ever sold.',
  },
  {
    icon: 'offline',
    title: 'Works where people are',
    text: 'Not everyone searches for work on fast office Wi-Fi. HireSync installs like an app and keeps working without a connection.',
  },
  {
    icon: 'globe',
    title: 'Talent has no border',
    text: 'Visa sponsorship and remote work are first-class facts of every job, so international candidates are not filtered out by guesswork.',
  },
];

export const STARTING_POINTS = [
  {
    title: 'Looking for work?',
    text: 'Build a profile once, get verified, and see how well every job fits you.',
    link: { href: '/candidate-profile', label: 'Build your candidate profile' },
  },
  {
    title: 'Hiring?',
    text: 'Set up your company profile, post a role and meet matched, verified candidates.',
    link: { href: '/employer-profile', label: 'Set up your company profile' },
  },
] as const;
