import { useMemo } from 'react';
import { useDocs } from '../../db/hooks.ts';
import { ButtonLink } from '../../ui/index.ts';
import { INTERVIEWER_DASHBOARD_TEXTS } from '@shared/messages.ts';

/**
 * The dashboard of a company's interviewer (issue 47): the interviews assigned to them (all the server sends
 * an interviewer), and where to run them; no company profile, postings or plan.
 */
export function InterviewerDashboard({ firstName, companyName }: { firstName: string; companyName: string }) {
  const { docs: interviews } = useDocs('interviews');
  const upcoming = useMemo(
    () => interviews.filter((i) => i.status === 'scheduled').sort((a, b) => a.scheduledDateTime.localeCompare(b.scheduledDateTime)),
    [interviews],
  );
  return (
    <div className="flex flex-col gap-6">
      <header className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Welcome back{firstName && `, ${firstName}`}</h1>
        <p className="mt-1 text-sm text-slate-600">Hiring for {companyName} · Interviewer</p>
      </header>
      <section aria-labelledby="assigned-interviews" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="assigned-interviews" className="text-lg font-semibold text-slate-900">
          {INTERVIEWER_DASHBOARD_TEXTS.heading}
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{INTERVIEWER_DASHBOARD_TEXTS.empty}</p>
        ) : (
          <ul className="mt-3 flex flex-col divide-y divide-slate-100">
            {upcoming.map((interview) => (
              <li key={interview.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{interview.candidateName}</p>
                  <p className="text-sm break-words text-slate-600">
                    {interview.jobTitle} · <time dateTime={interview.scheduledDateTime}>{new Date(interview.scheduledDateTime).toLocaleString()}</time>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <ButtonLink href="/video-interviews">{INTERVIEWER_DASHBOARD_TEXTS.openInterviews}</ButtonLink>
          <ButtonLink href="/application-tracking" variant="secondary">
            {INTERVIEWER_DASHBOARD_TEXTS.openApplicants}
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
