import { useMemo, useState } from 'react';
import {
  EMPLOYER_APPLICATION_TABS,
  getApplicationStatusLabel,
  groupApplicationsByTab,
  type EmployerApplicationTab,
} from '@shared/rules/application-status.ts';
import { getMatchLabel, roundScore } from '@shared/rules/match-labels.ts';
import { takeNewest } from '@shared/rules/recent-items.ts';
import type { Application } from '@shared/schemas/application.ts';
import { useDocs } from '../../db/hooks.ts';
import { formatDate } from '../../ui/format-date.ts';
import { useCompany } from '../company/use-company.ts';
import { useOwnEmployer } from '../employer/use-own-employer.ts';
import { Badge, Button, ButtonLink, EmptyState, Spinner, Tabs } from '../../ui/index.ts';
import { getApplicationStatusTone } from './application-status-tone.ts';
import { PipelineBoard } from './PipelineBoard.tsx';
import { currentTags } from '@shared/rules/company-tags.ts';
import { TagChipList } from '../company/TagChips.tsx';
import { useTags, useTagsFollowing } from '../company/use-tags.ts';
import { ReviewApplicationDialog } from './ReviewApplicationDialog.tsx';
import { ScreeningFlags } from './ScreeningSummary.tsx';

const TAB_LABELS: Record<EmployerApplicationTab, string> = {
  all: 'All',
  pending: 'Pending',
  viewed: 'Viewed',
  considered: 'Considered',
  interview: 'Interview',
  on_hold: 'On Hold',
  rejected: 'Rejected',
  hired: 'Hired',
};

/**
 * The employer's half of /application-tracking: applications to their jobs in pipeline tabs with counts, and
 * the review dialog. A live query: a status set here or on another device moves the card at once.
 */
export function EmployerApplications() {
  const { employer, isLoading } = useOwnEmployer();
  // A company's interviewer (issue 47) reads their assigned applicants and adds notes; they move nothing.
  const { company } = useCompany();
  const isInterviewer = company?.company?.role === 'interviewer';
  const { docs, loading } = useDocs('applications', { employerId: employer?.id ?? '\u0000' });
  // The list view's rows draw tags from the cached list: it follows what the applications carry.
  useTagsFollowing(docs);
  const [tab, setTab] = useState<EmployerApplicationTab>('all');
  const [reviewingId, setReviewingId] = useState<string | null>(null);
  // A card dropped on Rejected opens the dialog on that move, for the reason.
  const [proposedStatus, setProposedStatus] = useState<Application['status'] | undefined>(undefined);
  const [view, setView] = useState<'list' | 'board'>('list');
  const groups = useMemo(
    () => groupApplicationsByTab(takeNewest(docs, (application) => application.appliedAt, docs.length)),
    [docs],
  );

  if (isLoading || (employer && loading)) {
    return (
      <div className="flex items-center justify-center gap-2 py-16 text-slate-600" role="status">
        <Spinner label={null} /> Loading applications…
      </div>
    );
  }
  if (!employer) {
    return (
      <EmptyState
        title="Set up your company profile"
        description="Candidates apply to jobs you post; you need a company profile to post one."
        action={<ButtonLink href="/employer-profile">Set Up Company Profile</ButtonLink>}
      />
    );
  }

  const reviewing = reviewingId ? docs.find((application) => application.id === reviewingId) : undefined;
  return (
    <>
      <div className="mb-4 flex gap-2" role="group" aria-label="View">
        <Button variant={view === 'list' ? 'primary' : 'secondary'} size="sm" aria-pressed={view === 'list'} onClick={() => setView('list')}>
          List
        </Button>
        <Button variant={view === 'board' ? 'primary' : 'secondary'} size="sm" aria-pressed={view === 'board'} onClick={() => setView('board')}>
          Board
        </Button>
      </div>
      {view === 'board' ? (
        <PipelineBoard
          applications={docs}
          canMove={!isInterviewer}
          onReview={(id, status) => {
            setProposedStatus(status);
            setReviewingId(id);
          }}
        />
      ) : (
      <Tabs<EmployerApplicationTab>
        label="Pipeline stages"
        selectedKey={tab}
        onChange={setTab}
        items={EMPLOYER_APPLICATION_TABS.map((key) => ({
          key,
          label: TAB_LABELS[key],
          badge: groups[key].length,
          content: <ApplicationList tab={key} applications={groups[key]} onReview={setReviewingId} canPost={!isInterviewer} />,
        }))}
      />
      )}
      <ReviewApplicationDialog application={reviewing} proposedStatus={proposedStatus} onClose={() => setReviewingId(null)} />
    </>
  );
}

function ApplicationList({
  tab,
  applications,
  onReview,
  canPost,
}: {
  tab: EmployerApplicationTab;
  applications: readonly Application[];
  onReview: (id: string) => void;
  /** An interviewer posts no jobs: their empty list offers none. */
  canPost: boolean;
}) {
  if (applications.length === 0) {
    return tab === 'all' ? (
      <EmptyState
        title="No applications yet"
        description="When candidates apply to your jobs, their applications appear here."
        action={canPost ? <ButtonLink href="/job-posting">Post a Job</ButtonLink> : undefined}
      />
    ) : (
      <EmptyState title={`No applications in ${TAB_LABELS[tab]}`} description="Applications move here as you review them." />
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {applications.map((application) => (
        <ApplicationRow key={application.id} application={application} onReview={onReview} />
      ))}
    </ul>
  );
}

function ApplicationRow({ application, onReview }: { application: Application; onReview: (id: string) => void }) {
  const score = application.matchScore;
  const { list: tagList } = useTags();
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{application.candidateName}</h3>
          <Badge tone={getApplicationStatusTone(application.status)}>{getApplicationStatusLabel(application.status)}</Badge>
        </div>
        <p className="mt-1 text-sm text-slate-700">{application.jobTitle}</p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-600">
          <time dateTime={application.appliedAt}>Applied {formatDate(application.appliedAt)}</time>
          {score !== undefined && (
            <span>
              <span className="font-medium text-slate-800">{roundScore(score)}% match</span> · {getMatchLabel(score)}
            </span>
          )}
        </p>
        <TagChipList tags={currentTags(application.tags, tagList?.tags)} className="mt-2" />
        <div className="mt-2">
          <ScreeningFlags flags={application.screeningFlags} />
        </div>
      </div>
      <Button variant="secondary" onClick={() => onReview(application.id)} className="self-start sm:self-center">
        Review<span className="sr-only"> application from {application.candidateName}</span>
      </Button>
    </li>
  );
}
