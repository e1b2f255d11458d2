/** Sections 6-12 of the full privacy policy: cookies, providers, retention, your rights, security, age, changes. */
import { CODE_RULES, MAGIC_LINK_EXPIRY_MS, MINIMUM_AGE_YEARS, PATTERN_RULES, SUPPORT_TERMS } from '@shared/catalog.ts';
import type { LegalSection } from '../../features/marketing/legal-types.ts';

const minutes = (ms: number) => `${ms / 60_000} minutes`;

export const PRIVACY_RIGHTS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'cookies',
    title: 'Sessions, cookies and local storage',
    blocks: [
      'When you sign in, the server creates a session and gives your browser one cookie that identifies it. The cookie is HttpOnly (page scripts cannot read it) and SameSite (other sites cannot send it along). Logging out ends the session on the server.',
      'The app also keeps a small record of who is signed in in the browser’s local storage, only so it can open offline, plus the offline copy of your data described above and the app’s own files so it can start without a connection. We use no advertising or third-party tracking cookies.',
    ],
  },
  {
    id: 'providers',
    title: 'Service providers',
    blocks: [
      'We use a few providers to run the service, each only for its task and under a contract that limits their use of the data:',
      {
        list: [
          'a card payment provider, which processes payments and stores card details;',
          'e-mail and SMS delivery providers, which send sign-in codes, magic links, verification codes and reference requests;',
          'hosting, database and file storage providers.',
        ],
      },
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    blocks: [
      `We keep your data while your account exists. Sign-in codes expire after ${minutes(CODE_RULES.expiryMs)} and magic links after ${minutes(MAGIC_LINK_EXPIRY_MS)}. When you delete your account we delete your profile, applications, messages, files and verification records from our database, and every device that held a copy removes it on its next sync. Billing records that the law requires us to keep are kept for the period the law sets.`,
    ],
  },
  {
    id: 'your-rights',
    title: 'Your choices and rights',
    blocks: [
      {
        list: [
          'See and correct: your profile and company details can be edited at any time.',
          'Export: in Settings, “Export my data” downloads everything we hold about your account as a JSON file.',
          'Delete: in Settings, “Delete my account” removes your account and your data, from our servers and from your devices.',
          'Notifications: choose which notifications you receive in Settings.',
          `Anything else, such as a question about how your data was used: write to ${SUPPORT_TERMS.email}.`,
        ],
      },
      'Depending on where you live you may also have the right to object to processing, restrict it, or complain to your data protection authority.',
    ],
  },
  {
    id: 'security',
    title: 'Security',
    blocks: [
      `Passwords and sign-in patterns are stored only as slow, salted hashes; codes and link tokens only as hashes. Repeated failed sign-ins are throttled, and a pattern is locked after ${PATTERN_RULES.maxWrongTries} wrong tries. Every change from a device is checked by the server against the same rules the app uses, and each user receives only the fields they may see. No system is perfectly secure; if we learn of a breach that affects you, we will tell you.`,
    ],
  },
  {
    id: 'age',
    title: 'Minimum age',
    blocks: [
      `HireSync is for people aged ${MINIMUM_AGE_YEARS} or over. We do not knowingly hold data about anyone younger; if you believe we do, tell us and we will delete it.`,
    ],
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    blocks: [
      `If we change this policy we will update the date at the top, and tell you in the app or by e-mail before a significant change takes effect. Contact: ${SUPPORT_TERMS.email}, ${SUPPORT_TERMS.hours}.`,
    ],
  },
];
