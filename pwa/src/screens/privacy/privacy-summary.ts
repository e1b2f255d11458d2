/** The plain-language privacy summary (/privacy); the full policy at /privacy-policy is the one that applies. */
import { MINIMUM_AGE_YEARS } from '@shared/catalog.ts';
import type { SummaryPoint } from '../../features/marketing/legal-types.ts';

export const PRIVACY_SUMMARY: readonly SummaryPoint[] = [
  {
    title: 'We collect what the marketplace needs',
    text: 'Your account, your profile or company details, and what you do here: applications, messages, interviews. Card numbers go to our payment provider, never to us.',
  },
  {
    title: 'Your data is on your devices too',
    text: 'So the app works offline, what you may see is copied to your browser’s storage (IndexedDB). Logging out removes it from that device.',
  },
  {
    title: 'Matching happens on your device',
    text: 'Match scores are worked out by the app on your own phone or computer, not by a separate profiling service.',
  },
  {
    title: 'Employers see contact details only when you say so',
    text: 'Employers see your name, title, location, skills and experience. Your e-mail, phone and documents only after you apply to their job or reply to them.',
  },
  {
    title: 'ID documents stay off devices',
    text: 'ID documents you submit for verification are checked by a reviewer and are never cached on any device; only the verification status is.',
  },
  {
    title: 'One session cookie, no trackers',
    text: 'Signing in sets one HttpOnly, SameSite session cookie kept on our server. No advertising or third-party tracking cookies, and we never sell data.',
  },
  {
    title: 'Export or delete any time',
    text: 'In Settings you can download all your data as JSON or delete your account; deletion also clears every device that held a copy.',
  },
  {
    title: `Adults only`,
    text: `You must be ${MINIMUM_AGE_YEARS} or older to use HireSync.`,
  },
];
