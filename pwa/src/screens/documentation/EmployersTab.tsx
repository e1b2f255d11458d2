import { Link } from 'wouter';
import { FREE_LIMITS, PLANS, TEXT_RULES, formatPlanPrice } from '@shared/catalog.ts';
import { APPLICATION_STATUS_LABELS } from '@shared/rules/application-status.ts';
import { DocSection, Points, Steps } from './DocSection.tsx';

const L = APPLICATION_STATUS_LABELS;

/** The employer's path: company profile, jobs, talent, the pipeline. */
export function EmployersTab() {
  return (
    <div className="flex flex-col gap-6">
      <DocSection title="Getting started">
        <Steps
          items={[
            <>Create an account as an Employer.</>,
            <>
              Set up your <Link href="/employer-profile" className="font-medium text-brand-700 underline">company profile</Link>:
              name, industry, size, location, website, a description of at least {TEXT_RULES.companyDescriptionMin}{' '}
              characters and a contact. Candidates see it on every job you post.
            </>,
            <>Post a job, then review the applications it receives.</>,
          ]}
        />
      </DocSection>

      <DocSection title="Posting jobs">
        <Points
          items={[
            `A job needs a title, a location, a job type, a description of at least ${TEXT_RULES.jobDescriptionMin} characters and at least one skill. Salary range, remote work and visa sponsorship are optional and are used by matching.`,
            "'Get Suggestions' proposes skills from our skill catalogue, ranked by your title and description, and understands common spellings (JS and JavaScript, k8s and Kubernetes).",
            `The free plan includes ${FREE_LIMITS.jobPostingsPerMonth} job postings a calendar month (UTC). ${PLANS['employer-professional'].name} (${formatPlanPrice('employer-professional')}) and ${PLANS['employer-enterprise'].name} (${formatPlanPrice('employer-enterprise')}) are unlimited.`,
            'Close a job when it is filled: it leaves every candidate’s list at their next sync, and you keep it and its applications.',
          ]}
        />
      </DocSection>

      <DocSection title="Finding talent">
        <p>
          Find Talent and Advanced Search list the candidates who keep their profile open to employers, with their match
          against your jobs. You see their name, title, location, skills, experience and scores; their e-mail, phone and
          documents once they apply to one of your jobs or answer your message. The free plan opens{' '}
          {FREE_LIMITS.profileViewsPerMonth} full candidate profiles a calendar month. Searching candidates with every
          filter at once in Advanced Search is part of the paid employer plans.
        </p>
      </DocSection>

      <DocSection title="The hiring pipeline">
        <p>
          Open an application from Applications to review it: set its status and keep private notes that the candidate
          never sees. The candidate is notified of each change and sees it on their timeline.
        </p>
        <Points
          items={[
            `Every application starts as ${L.pending}; opening it for review moves it to ${L.viewed}.`,
            `${L.considered}, ${L.interview} and ${L.on_hold} move freely among themselves, since real hiring loops back.`,
            `${L.hired} is final. ${L.rejected} can be reopened only as ${L.considered}.`,
            'Nothing moves back to Pending Review, and an application past Viewed does not return to it.',
          ]}
        />
      </DocSection>
    </div>
  );
}
