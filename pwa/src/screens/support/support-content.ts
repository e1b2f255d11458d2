/** The lists of /support: response times by kind (from the catalog's SUPPORT_TERMS) and self-service links. */
import { SUPPORT_TERMS } from '@shared/catalog.ts';
import type { MarketingIconName } from '../../features/marketing/MarketingIcon.tsx';

const { responseHours } = SUPPORT_TERMS;

export const RESPONSE_TIMES = [
  {
    kind: 'Critical issues',
    examples: 'You cannot sign in, a payment failed or was charged twice, or data is missing.',
    target: `Under ${responseHours.critical} hours`,
  },
  {
    kind: 'General questions',
    examples: 'How a feature works, your plan, verification status or an application.',
    target: `Under ${responseHours.general} hours`,
  },
  {
    kind: 'Feature requests',
    examples: 'Ideas and suggestions for what HireSync should do next.',
    target: `Under ${responseHours.featureRequest} hours`,
  },
] as const;

export const WHAT_TO_INCLUDE = [
  'The e-mail address of your HireSync account (never your password or a sign-in code)',
  'What you were trying to do, and what happened instead',
  'Your device and browser, and whether you were online or offline',
  'A screenshot, if it shows the problem',
] as const;

export const SELF_SERVICE: ReadonlyArray<{ icon: MarketingIconName; title: string; text: string; href: string; label: string }> = [
  {
    icon: 'search',
    title: 'Help Center',
    text: 'Answers to common questions about accounts, verification, matching, interviews and billing.',
    href: '/help-center',
    label: 'Search the Help Center',
  },
  {
    icon: 'book',
    title: 'Documentation',
    text: 'Guides for job seekers and employers, how matching is scored and the API.',
    href: '/documentation',
    label: 'Read the documentation',
  },
  {
    icon: 'pipeline',
    title: 'How it works',
    text: 'The five steps for each side, from first profile to hire.',
    href: '/how-it-works',
    label: 'See how HireSync works',
  },
];
