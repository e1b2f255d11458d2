import { Link } from 'wouter';
import { DEFAULT_INTERVIEW_MINUTES, INTERVIEW_JOIN_WINDOW_MS, PLANS, TRIAL_DAYS, VIDEO_INTERVIEW_PLAN, formatPlanPrice } from '@shared/catalog.ts';
import { DocSection, Points } from './DocSection.tsx';

const JOIN_WINDOW_MINUTES = INTERVIEW_JOIN_WINDOW_MS / 60_000;
const plan = PLANS[VIDEO_INTERVIEW_PLAN];

/** Video interviews: scheduling, joining, and the plan they come with. */
export function InterviewsTab() {
  return (
    <div className="flex flex-col gap-6">
      <DocSection title="Built-in video interviews">
        <p>
          Every interview gets its own room inside HireSync and a meeting password, so no separate meeting tool is needed. Video interviews are a
          premium employer feature, included in {plan.name} ({formatPlanPrice(VIDEO_INTERVIEW_PLAN)}, {TRIAL_DAYS}-day
          free trial) and every higher plan. Candidates join for free. See{' '}
          <Link href="/employer-pricing" className="font-medium text-brand-700 underline">employer plans</Link>.
        </p>
      </DocSection>

      <DocSection title="Scheduling (employers)">
        <Points
          items={[
            'Schedule an interview with a candidate who applied to one of your jobs: pick the candidate and a date and time in the future. It lasts ' +
              `${DEFAULT_INTERVIEW_MINUTES} minutes unless you choose another length.`,
            'You can schedule offline; the invitation goes out when you reconnect.',
            'The candidate is notified at once, and again whenever you reschedule, complete or cancel it.',
            'After the call, mark it completed; or cancel it if it will not happen.',
          ]}
        />
      </DocSection>

      <DocSection title="Joining">
        <Points
          items={[
            'Interviews has two tabs: Upcoming (scheduled and not started yet) and Past (completed, cancelled, or already started).',
            `The 'Join Interview' button appears ${JOIN_WINDOW_MINUTES} minutes before the start and stays until the planned end. Before that, a disabled 'Starts at' button shows the time.`,
            'Times are shown in your device’s time zone.',
          ]}
        />
      </DocSection>
    </div>
  );
}
