import { useMemo, useState } from 'react';
import { BOARD_STAGES, daysSince, getStageEnteredAt, type BoardStage } from '@shared/rules/application-board.ts';
import { getApplicationStatusLabel } from '@shared/rules/application-status.ts';
import { roundScore } from '@shared/rules/match-labels.ts';
import type { Application } from '@shared/schemas/application.ts';
import { Button, EmptyState, Field, Select } from '../../ui/index.ts';

/**
 * The per-job board of /application-tracking: one column per stage with its count, cards with name, match
 * score and days in stage. On a phone one column shows at a time, picked with the stage switcher, so the page
 * never scrolls sideways. Moves go through the review dialog (`onReview`), which runs the pipeline rule.
 */
export function PipelineBoard({ applications, onReview }: { applications: readonly Application[]; onReview: (id: string) => void }) {
  const jobs = useMemo(() => listJobs(applications), [applications]);
  const [jobId, setJobId] = useState<string>('');
  const [stage, setStage] = useState<BoardStage>('pending');
  const selectedJob = jobs.some((job) => job.id === jobId) ? jobId : (jobs[0]?.id ?? '');
  const columns = useMemo(() => {
    const byStage = Object.fromEntries(BOARD_STAGES.map((s) => [s, [] as Application[]])) as Record<BoardStage, Application[]>;
    for (const application of applications) {
      if (application.jobId !== selectedJob) continue;
      const column = byStage[application.status as BoardStage];
      column?.push(application);
    }
    return byStage;
  }, [applications, selectedJob]);

  if (jobs.length === 0) return <EmptyState title="No applications yet" description="When candidates apply to your jobs, their applications appear here." />;
  const now = new Date();
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <Field label="Job">
          <Select value={selectedJob} onChange={(e) => setJobId(e.target.value)} options={jobs.map((job) => ({ value: job.id, label: job.title }))} />
        </Field>
        <div className="lg:hidden">
          <Field label="Stage">
            <Select
              value={stage}
              onChange={(e) => setStage(e.target.value as BoardStage)}
              options={BOARD_STAGES.map((s) => ({ value: s, label: `${getApplicationStatusLabel(s)} (${columns[s].length})` }))}
            />
          </Field>
        </div>
      </div>
      <div className="grid gap-3 lg:grid-cols-7">
        {BOARD_STAGES.map((s) => (
          <section
            key={s}
            aria-label={`${getApplicationStatusLabel(s)}, ${columns[s].length}`}
            className={`${s === stage ? 'flex' : 'hidden'} min-w-0 flex-col gap-2 rounded-2xl bg-slate-50 p-2 ring-1 ring-slate-200 lg:flex`}
          >
            <h3 className="flex items-center justify-between px-1 text-sm font-semibold text-slate-900">
              <span className="truncate" title={getApplicationStatusLabel(s)}>{getApplicationStatusLabel(s)}</span>
              <span className="rounded-full bg-white px-2 text-xs text-slate-700 ring-1 ring-slate-200">{columns[s].length}</span>
            </h3>
            <ul className="flex flex-col gap-2">
              {columns[s].map((application) => (
                <li key={application.id} className="rounded-xl bg-white p-3 text-sm shadow-sm ring-1 ring-slate-200">
                  <p className="font-medium break-words text-slate-900">{application.candidateName}</p>
                  <p className="mt-1 text-xs text-slate-600">
                    {application.matchScore !== undefined && <span>{roundScore(application.matchScore)}% match · </span>}
                    {daysSince(getStageEnteredAt(application), now)} d in stage
                  </p>
                  <Button variant="secondary" size="sm" className="mt-2 w-full" onClick={() => onReview(application.id)}>
                    Move<span className="sr-only"> {application.candidateName}</span>
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

/** The jobs that have applications, by title. */
function listJobs(applications: readonly Application[]): { id: string; title: string }[] {
  const titles = new Map<string, string>();
  for (const application of applications) titles.set(application.jobId, application.jobTitle);
  return [...titles].map(([id, title]) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title));
}
