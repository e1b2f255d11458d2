import { Link } from 'wouter';
import { FREE_LIMITS, PLANS, SUPPORT_TERMS, TRIAL_DAYS, formatPlanPrice } from '@shared/catalog.ts';
import { DocSection, FactTable, Points } from './DocSection.tsx';

const PAID_PLANS = [PLANS['candidate-premium'], PLANS['employer-professional'], PLANS['employer-enterprise']] as const;

/** What HireSync is, how it works offline, plans and privacy. */
export function OverviewTab() {
  return (
    <div className="flex flex-col gap-6">
      <DocSection title="What HireSync is">
        <p>
          HireSync is a hiring marketplace for two kinds of people: candidates, who find jobs, see how well each one
          matches them and apply; and employers, who post jobs, find talent and move applicants through a 7-stage
          pipeline to a hire. Both sides message each other, schedule video interviews and verify who they are.
        </p>
        <p>
          It is an installable web app. Add it to your home screen or desktop from your browser's menu and it opens
          like any other app.
        </p>
      </DocSection>

      <DocSection title="Works offline">
        <p>
          Your device keeps its own copy of everything you may see — jobs, company profiles, your applications,
          messages, interviews, notifications, files and verification statuses, and for employers the candidate
          profiles open to them. After you have signed in once with a connection, every screen opens without one.
        </p>
        <Points
          items={[
            'Browse and search jobs, and see match scores: they are computed on your device.',
            'Apply, write messages, edit your profile, post a job or schedule an interview offline: each change is kept and sent as soon as you are back online.',
            'The bar at the top always says whether you are online, how many changes are waiting to be sent and when your device last synced.',
            'If the server refuses a change (a limit reached, a job closed meanwhile), you are told why and what you wrote is kept as a draft to fix or discard.',
            'Open tabs share one connection and update live; two devices editing the same record end up with the same result.',
          ]}
        />
        <p>
          A few actions need the server at that moment and say so when you are offline: signing in, payments, uploads,
          changing your password, exporting or deleting your account.
        </p>
      </DocSection>

      <DocSection title="Plans">
        <p>
          Everyone starts free. Every paid plan starts with a {TRIAL_DAYS}-day free trial and can be cancelled at any
          time; it then runs to the end of the period you paid for. See <Link href="/pricing" className="font-medium text-brand-700 underline">Pricing</Link> for details.
        </p>
        <FactTable
          caption="Plans and prices"
          head={['Plan', 'Price']}
          rows={[
            ['Free', `Candidates: up to ${FREE_LIMITS.applicationsPerDay} applications a day. Employers: ${FREE_LIMITS.jobPostingsPerMonth} job postings and ${FREE_LIMITS.profileViewsPerMonth} candidate profile views a calendar month (UTC).`],
            ...PAID_PLANS.map((plan) => [plan.name, formatPlanPrice(plan.id)] as const),
          ]}
        />
      </DocSection>

      <DocSection title="Your privacy">
        <Points
          items={[
            "Employers see a candidate's name, title, location, skills, experience and match scores. E-mail, phone and documents are shared only with an employer whose job the candidate applied to, or whose message the candidate answered.",
            'ID documents are seen only by our reviewers and are never stored on your devices; only their verification status is.',
            'Signing out removes your data from the device. From Settings you can download all your data as a JSON file, or delete your account — every device that held a copy removes it on its next sync.',
          ]}
        />
      </DocSection>

      <DocSection title="Getting help">
        <p>
          Start with the <Link href="/help-center" className="font-medium text-brand-700 underline">Help Center</Link> and{' '}
          <Link href="/how-it-works" className="font-medium text-brand-700 underline">How it works</Link>. Our{' '}
          <Link href="/support" className="font-medium text-brand-700 underline">support team</Link> is available{' '}
          {SUPPORT_TERMS.hours}: critical issues are answered within {SUPPORT_TERMS.responseHours.critical} hours,
          general questions within {SUPPORT_TERMS.responseHours.general} hours and feature requests within{' '}
          {SUPPORT_TERMS.responseHours.featureRequest} hours.
        </p>
      </DocSection>
    </div>
  );
}
