/** Sections 1-5 of the full privacy policy: who we are, what we collect, why, where it lives, who sees it. */
import { SUPPORT_TERMS } from '@shared/catalog.ts';
import type { LegalSection } from '../../features/marketing/legal-types.ts';

export const PRIVACY_COLLECTION_SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are and what this covers',
    blocks: [
      'HireSync is a hiring marketplace: job seekers find and apply to jobs, employers post jobs, review applicants and interview them. This policy explains what personal data HireSync handles when you use the website or the installed app, why, who can see it and what you can do about it.',
      `Questions about this policy, or requests about your data, go to ${SUPPORT_TERMS.email}.`,
    ],
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    blocks: [
      'We only collect what you give us or what the service needs to run:',
      {
        list: [
          'Account details: your name, e-mail address, phone number if you sign in by SMS, account type (job seeker or employer), and your password or sign-in pattern, which we store only as a salted hash.',
          'Candidate profiles: title, bio, location, skills, work experience, education, certifications, work authorization, salary expectation and the links and files you add, such as a résumé.',
          'Company profiles and jobs: company name, industry, size, location, website, description, contact person and the jobs you post.',
          'Activity in the marketplace: applications and cover letters, application status changes and their notes, saved jobs, messages, interview schedules and notifications.',
          'Verification: the ID document, name and date of birth you submit, the company e-mail and company name you confirm, and the contact details of the references you name.',
          'Billing: your plan and subscription status. Card details go directly to our card payment provider; we never see or store your card number.',
          'Technical data: a session record (when it started, when it expires), sign-in attempts used to stop password guessing, and server logs kept for security and troubleshooting.',
        ],
      },
      'We do not use advertising trackers, we do not build advertising profiles and we do not sell personal data.',
    ],
  },
  {
    id: 'how-we-use',
    title: 'How we use it',
    blocks: [
      {
        list: [
          'To run the marketplace: show jobs to candidates, show candidate profiles to employers, deliver applications, messages, interview invitations and notifications.',
          'To compute match scores. Scores are calculated on your own device from the profile and job data already there; no profile is sent to a separate scoring service.',
          'To verify people: a reviewer looks at submitted ID documents, we send a 6-digit code to the company e-mail you name, and a single-use link to each reference.',
          'To bill paid plans, run free trials and enforce the free plan limits.',
          'To keep accounts safe: throttling repeated failed sign-ins and detecting abuse.',
          'To answer you when you contact support.',
        ],
      },
    ],
  },
  {
    id: 'where-data-lives',
    title: 'Where your data lives',
    blocks: [
      'HireSync works offline, so your data lives in two places:',
      {
        list: [
          'On our servers, in our database. This copy is the authoritative one; the server checks every change before storing it.',
          'On your devices. After you sign in, the data you are allowed to see (jobs, company profiles, your own applications, messages, interviews, notifications, files and verification statuses; for employers, the candidate profiles open to them) is copied into your browser storage (IndexedDB) so the app works without a connection. Changes you make offline wait on the device until it is back online.',
        ],
      },
      'ID documents are never stored on your devices: only their verification status is. When you log out, the app deletes its local copy of your data from that device. Anyone with access to an unlocked device you are signed in on can see what the app shows, so sign out of shared computers.',
    ],
  },
  {
    id: 'who-sees-what',
    title: 'Who can see your data',
    blocks: [
      {
        list: [
          'Jobs and company profiles are visible to every signed-in user while a job is open.',
          'Employers can see a candidate’s name, title, location, skills, experience and match scores. They see the candidate’s e-mail, phone number and documents only after the candidate has applied to one of their jobs or replied to their message.',
          'An application is visible to the candidate and to the employer who posted the job. The employer’s private review notes are never shown to the candidate.',
          'Messages and interviews are visible only to the people taking part.',
          'Your account, files, saved jobs, notifications and verification details are visible only to you, and to the reviewers who check verification documents.',
          'Support agents see the conversations you start with support.',
        ],
      },
      'When access ends, for example because a job closed or an account was deleted, the server tells each device to remove what it may no longer show.',
    ],
  },
];
