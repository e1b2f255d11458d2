/** Sections 1-7 of the full terms: the agreement, eligibility, accounts, each side's duties, verification, scores. */
import { MINIMUM_AGE_YEARS } from '@shared/catalog.ts';
import type { LegalSection } from '../../features/marketing/legal-types.ts';

export const TERMS_ACCOUNT_SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'The agreement',
    blocks: [
      'These terms are the agreement between you and HireSync for using the HireSync website and app. By creating an account or using the service you accept them, together with our Privacy Policy. If you use HireSync for a company, you accept them for that company and confirm you may do so.',
    ],
  },
  {
    id: 'eligibility',
    title: 'Who may use HireSync',
    blocks: [
      `You must be at least ${MINIMUM_AGE_YEARS} years old and legally able to enter into this agreement. One person holds one account per role. You must give accurate information and keep it up to date.`,
    ],
  },
  {
    id: 'accounts',
    title: 'Your account and sign-in',
    blocks: [
      'You can sign in with a password, an e-mail or SMS code, a magic link or a sign-in pattern. Keep these to yourself; you are responsible for what happens in your account. Tell us at once if you think someone else has used it. Sign out of devices you share: while you are signed in, the app keeps a copy of your data on that device so it works offline.',
    ],
  },
  {
    id: 'candidates',
    title: 'If you are a job seeker',
    blocks: [
      {
        list: [
          'Describe your skills, experience, education and work authorization truthfully.',
          'Apply only to jobs you are genuinely interested in, and only upload documents that are yours to share.',
          'When you apply to a job or reply to an employer, that employer can see your contact details and documents.',
        ],
      },
    ],
  },
  {
    id: 'employers',
    title: 'If you are an employer',
    blocks: [
      {
        list: [
          'Post only real, open positions that you are authorized to fill, with an honest description, location, salary range and visa and remote terms.',
          'Do not discriminate unlawfully, and follow the employment and data protection laws that apply to your hiring.',
          'Use candidate data only to recruit for your own positions. Do not copy it into other databases, sell it or contact candidates for unrelated purposes.',
          'Do not ask candidates to pay anything to apply, interview or be hired.',
        ],
      },
    ],
  },
  {
    id: 'verification',
    title: 'Verification and vouching',
    blocks: [
      'A verification badge means a specific check passed: a reviewer accepted an ID document, a company e-mail address was confirmed with a code, or a named reference confirmed the relationship. It is not a guarantee of a person’s character, qualifications or suitability for a job. Submitting forged documents or false references ends your account.',
    ],
  },
  {
    id: 'matching',
    title: 'Match scores',
    blocks: [
      'Match scores compare a profile with a job on skills, experience, location, work authorization and education. They help you decide where to look first; they are not a hiring decision. Employers remain responsible for their hiring decisions, and candidates for their applications.',
    ],
  },
];
