import { useState } from 'react';
import { INSIGHTS_TEXTS } from '@shared/messages.ts';
import { useEmployerJobs, useOwnEmployer } from '../../features/employer/use-own-employer.ts';
import { BarChartCard } from '../../features/insights/BarChartCard.tsx';
import { formatDays, formatShare, funnelRows, overTimeRows, rejectionRows, sourceRows, stageTimeRows } from '../../features/insights/insight-rows.ts';
import { useInsights } from '../../features/insights/use-insights.ts';
import { formatDate } from '../../ui/format-date.ts';
import { Field, Select, Spinner } from '../../ui/index.ts';

/**
 * /insights (ours, issue 49; employers): how hiring goes, for the company or one job: stat tiles, then charts
 * each with its text table. The server computes the numbers; the last answer opens offline.
 */
export function InsightsScreen() {
  const { employer } = useOwnEmployer();
  const { jobs } = useEmployerJobs(employer?.id);
  const [jobId, setJobId] = useState<string | null>(null);
  const { insights, isStale, failed } = useInsights(jobId);
  const jobOptions = [{ value: '', label: 'All jobs' }, ...jobs.map((job) => ({ value: job.id, label: job.title }))];
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Insights</h1>
          <p className="text-sm text-slate-600">How hiring goes, from your applications and their history.</p>
        </div>
        <Field label="Job" className="sm:w-72">
          <Select options={jobOptions} value={jobId ?? ''} onChange={(e) => setJobId(e.target.value || null)} />
        </Field>
      </div>
      {insights && isStale && (
        <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          Showing the numbers from {formatDate(insights.computedAt)}; {failed ? 'they update when you are online.' : 'updating…'}
        </p>
      )}
      {!insights && !failed && (
        <div className="flex items-center gap-2 py-16 text-slate-600" role="status">
          <Spinner size="sm" label={null} /> Loading insights…
        </div>
      )}
      {!insights && failed && <p className="text-sm text-slate-700">Insights need a connection the first time. Try again when you are online.</p>}
      {insights && (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5" aria-label="Key figures">
            <Stat label="Applications" value={String(insights.totalApplications)} />
            <Stat label="Hires" value={String(insights.hires)} />
            <Stat label="Median time to hire" value={formatDays(insights.medianDaysToHire)} />
            <Stat
              label="Screening pass rate"
              value={formatShare(insights.screening.passRate)}
              note={insights.screening.screened ? `${insights.screening.passed} of ${insights.screening.screened} screened` : 'No screened applications'}
            />
            <Stat
              label="Scorecard submission rate"
              value={formatShare(insights.scorecards.submissionRate)}
              note={INSIGHTS_TEXTS.scorecardNote(insights.scorecards.withScorecard, insights.scorecards.interviews)}
            />
          </dl>
          <div className="grid gap-6 lg:grid-cols-2">
            <BarChartCard title="Applications over time" description="Per week (weeks start on Monday)." rows={overTimeRows(insights)} valueLabel="Applications" extraColumns={['Week']} />
            <BarChartCard
              title="Funnel"
              description="Applications that reached each stage; the table adds the share of the stage before."
              rows={funnelRows(insights)}
              valueLabel="Applications"
              extraColumns={['Conversion from the stage before']}
              layout="rows"
            />
            <BarChartCard title="Median time in stage" description="Days, over applications that moved on." rows={stageTimeRows(insights)} valueLabel="Median days" extraColumns={['Applications measured']} layout="rows" />
            <BarChartCard title="Where applicants came from" rows={sourceRows(insights)} valueLabel="Applications" layout="rows" />
            <BarChartCard title="Rejection reasons" rows={rejectionRows(insights)} valueLabel="Applications" layout="rows" emptyText="No applications were rejected." />
          </div>
        </>
      )}
    </div>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900">{value}</dd>
      {note && <dd className="text-xs text-slate-600">{note}</dd>}
    </div>
  );
}
