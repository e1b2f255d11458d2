import { useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { Button, ButtonLink, Card, EmptyState, Spinner } from '../../ui/index.ts';
import { CandidateMatchSection } from '../talent/CandidateMatchSection.tsx';
import { CandidateProfileView } from '../talent/CandidateProfileView.tsx';
import { candidateName } from '../talent/talent-links.ts';
import { RecordApplications } from './RecordApplications.tsx';
import { RecordInterviews, ScheduleFromRecord } from './RecordInterviews.tsx';
import { RecordMessages } from './RecordMessages.tsx';
import { RecordTags } from './RecordTags.tsx';
import { useCandidateRecord } from './use-candidate-record.ts';

/**
 * The employer's full record of one candidate (/application-tracking?candidate=<id>, opened from an application,
 * Find Talent and AI Matching): the profile as the server lets this employer see it, the match with one of
 * their jobs, every application to them with history and notes, interviews and messages, and the actions
 * (message, schedule, move status). All of it is local data, so it opens and works offline.
 */
export function CandidateRecord({ candidateId, jobId }: { candidateId: string; jobId: string | null }) {
  const record = useCandidateRecord(candidateId);
  const { user, candidate, applications, jobs } = record;
  const messagesId = useId();
  const [chosenJobId, setChosenJobId] = useState<string | null>(null);
  // The jobs a match can be explained with: the open ones, and closed ones this candidate applied to.
  const matchJobs = useMemo(() => {
    const applied = new Set(applications.map((application) => application.jobId));
    return jobs.filter((job) => job.isActive || applied.has(job.id));
  }, [jobs, applications]);

  if (!user) return null;
  if (record.isLoading && !candidate) {
    return (
      <div className="flex items-center justify-center gap-2 py-16 text-slate-600" role="status">
        <Spinner label={null} /> Loading candidate…
      </div>
    );
  }
  if (!candidate && applications.length === 0) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
        <EmptyState
          title="Candidate not found"
          description="This profile is not on your device: the candidate may have closed it to employers or deleted their account."
          action={<ButtonLink href="/application-tracking">Back to Applications</ButtonLink>}
        />
      </div>
    );
  }

  const name = candidate ? candidateName(candidate) : applications[0].candidateName;
  const explainedJobId = chosenJobId ?? jobId ?? applications[0]?.jobId ?? matchJobs[0]?.id ?? '';
  const focusMessages = () => {
    const section = document.getElementById(messagesId);
    section?.scrollIntoView({ block: 'start' });
    section?.querySelector('textarea')?.focus({ preventScroll: true });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6 sm:px-6 sm:py-10">
      <Link href="/application-tracking" className="self-start text-sm font-medium text-brand-700 hover:underline">
        ← Back to Applications
      </Link>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">Candidate record</p>
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{name}</h1>
          {candidate && (candidate.title || candidate.location) && (
            <p className="mt-1 text-sm break-words text-slate-700">
              {[candidate.title, candidate.location].filter(Boolean).join(' · ')}
            </p>
          )}
        </div>
        {candidate && (
          <div className="flex flex-wrap gap-2 *:flex-1 sm:shrink-0 sm:*:flex-none">
            <Button onClick={focusMessages}>Message</Button>
            <ScheduleFromRecord candidate={candidate} jobs={jobs} jobId={explainedJobId || undefined} />
          </div>
        )}
      </header>

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-5">
        <div className="flex min-w-0 flex-col gap-5 lg:col-span-3">
          <Card as="section" title="Profile" aria-label="Profile">
            {candidate ? (
              <CandidateProfileView candidate={candidate} years={record.years} />
            ) : (
              <p className="text-sm text-slate-600">
                This profile is not on your device any more; the applications below are what remains.
              </p>
            )}
          </Card>
          {candidate && (
            <Card>
              <CandidateMatchSection
                candidate={candidate}
                jobs={matchJobs}
                jobId={explainedJobId}
                onJobChange={setChosenJobId}
                headingLevel={2}
              />
            </Card>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-5 lg:col-span-2">
          <RecordTags candidateId={candidateId} applications={applications} />
          <RecordApplications applications={applications} />
          <RecordInterviews interviews={record.interviews} />
          {candidate && (
            <RecordMessages
              id={messagesId}
              me={user}
              candidate={candidate}
              conversation={record.conversation}
              messages={record.messages}
            />
          )}
        </div>
      </div>
    </div>
  );
}
