import { Link } from 'wouter';
import { CATEGORY_EXTENSIONS, COMPLETENESS_MIN_SKILLS, FREE_LIMITS, PLANS, TEXT_RULES, UPLOAD_MAX_BYTES, formatPlanPrice } from '@shared/catalog.ts';
import { APPLICATION_STATUS_LABELS } from '@shared/rules/application-status.ts';
import { APPLICATION_STATUSES } from '@shared/schemas/application.ts';
import { DocSection, FactTable, Points, Steps } from './DocSection.tsx';

const MB = 1024 * 1024;
const CATEGORY_NAMES = { resume: 'Résumé', photo: 'Photo', portfolio: 'Portfolio', certificate: 'Certificate', video: 'Video' } as const;

/** The candidate's path: profile, jobs, applying, tracking, files. */
export function CandidatesTab() {
  return (
    <div className="flex flex-col gap-6">
      <DocSection title="Getting started">
        <Steps
          items={[
            <>Create an account as a Job Seeker, with your e-mail and a password, a code, or a sign-in pattern.</>,
            <>
              Fill in your <Link href="/candidate-profile" className="font-medium text-brand-700 underline">profile</Link>:
              name, contact details, location, title, a bio of at least {TEXT_RULES.bioMin} characters, your work
              authorization and salary expectation; then experience, education, skills and certifications.
            </>,
            <>Browse jobs: every card shows how well it matches your profile.</>,
            <>Apply with a cover letter, and follow each application on your Applications page.</>,
          ]}
        />
        <p>
          Your profile is complete when its eight basic fields, at least one experience, at least one education and at
          least {COMPLETENESS_MIN_SKILLS} skills are filled in; the banner on your profile shows what is missing.
          Employers can find your profile while it is open to employers; you can close it at any time.
        </p>
      </DocSection>

      <DocSection title="Finding jobs">
        <Points
          items={[
            'Browse Jobs lists every active job with its match score; search by title, company, skill or place.',
            'Advanced Search filters by location, salary, experience level, skills, visa sponsorship, remote work, education, company size and job type.',
            'Save a job to come back to it: the Saved Jobs tab of Browse Jobs lists them, offline too, and they follow you to your other devices.',
            <>
              The AI matching page explains each score part by part; see the{' '}
              <Link href="/documentation?tab=ai-matching" className="font-medium text-brand-700 underline">AI matching</Link> tab.
            </>,
          ]}
        />
      </DocSection>

      <DocSection title="Applying and tracking">
        <p>
          Applying needs a saved profile. On the free plan you can send up to {FREE_LIMITS.applicationsPerDay}{' '}
          applications a day (UTC); {PLANS['candidate-premium'].name} ({formatPlanPrice('candidate-premium')}) removes
          the limit. An application written offline is sent when you reconnect; if the job closed meanwhile, you are
          told and your cover letter is kept.
        </p>
        <p>Each application moves through seven statuses, and your timeline shows every change with its date:</p>
        <FactTable
          caption="Application statuses"
          head={['Status', 'Meaning']}
          rows={APPLICATION_STATUSES.map((status) => [APPLICATION_STATUS_LABELS[status], STATUS_MEANINGS[status]] as const)}
        />
      </DocSection>

      <DocSection title="Files">
        <p>
          Upload your résumé, photo, portfolio, certificates and a video introduction on the Files page, up to{' '}
          {UPLOAD_MAX_BYTES / MB} MB each.
        </p>
        <FactTable
          caption="Accepted file types"
          head={['Category', 'File types']}
          rows={Object.entries(CATEGORY_EXTENSIONS).map(
            ([category, extensions]) => [CATEGORY_NAMES[category as keyof typeof CATEGORY_NAMES], extensions.join(', ')] as const,
          )}
        />
      </DocSection>
    </div>
  );
}

const STATUS_MEANINGS: Record<(typeof APPLICATION_STATUSES)[number], string> = {
  pending: 'Sent; the employer has not opened it yet.',
  viewed: 'The employer has read it.',
  considered: 'You are on the shortlist.',
  interview: 'The employer wants to interview you; the interview appears on your Interviews page.',
  on_hold: 'The employer has paused the decision.',
  hired: 'Congratulations: you got the job.',
  rejected: 'The employer chose another candidate.',
  withdrawn: 'You withdrew it; the employer sees it as Withdrawn and can no longer move it.',
};
