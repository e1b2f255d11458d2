import { useId, useState } from 'react';
import { getApplicationStatusLabel } from '@shared/rules/application-status.ts';
import { getMatchLabel, roundScore } from '@shared/rules/match-labels.ts';
import type { Application } from '@shared/schemas/application.ts';
import { formatDate } from '../../ui/format-date.ts';
import { Badge, Button, ButtonLink, Card } from '../../ui/index.ts';
import { jobPageHref } from '../jobs/job-page-href.ts';
import { getApplicationStatusTone } from './application-status-tone.ts';
import { StatusTimeline } from './StatusTimeline.tsx';
import { WithdrawDialog } from './WithdrawDialog.tsx';
import { canReapply, canWithdraw } from '@shared/rules/application-withdraw.ts';
import { APPLICATION_RESUME_TEXTS, WITHDRAW_TEXTS } from '@shared/messages.ts';

/**
 * One of the candidate's applications: job, company, when, where it stands, the match score, and on demand the
 * timeline of its status changes and the cover letter sent. The employer's review notes never reach this
 * device (the server strips them); this card would not show them anyway.
 */
export function CandidateApplicationCard({ application }: { application: Application }) {
  const [isOpen, setIsOpen] = useState(false);
  const [isWithdrawing, setIsWithdrawing] = useState(false);
  const detailsId = useId();
  const score = application.matchScore === undefined ? undefined : roundScore(application.matchScore);

  return (
    <Card as="li" className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900">{application.jobTitle}</h2>
          <p className="text-sm text-slate-700">{application.companyName}</p>
          <p className="mt-1 text-sm text-slate-500">
            Applied <time dateTime={application.appliedAt}>{formatDate(application.appliedAt)}</time>
            {application.viewedAt && <> · Viewed by the employer</>}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
          <Badge tone={getApplicationStatusTone(application.status)} className="text-sm">
            {getApplicationStatusLabel(application.status)}
          </Badge>
          {score !== undefined && (
            <span className="text-sm text-slate-600">
              <span className="font-semibold text-slate-900">{score}% match</span> · {getMatchLabel(score)}
            </span>
          )}
        </div>
      </div>
      {application.status === 'withdrawn' && application.withdrawReason && (
        <p className="text-sm text-slate-600">Your reason: {application.withdrawReason}</p>
      )}
      {application.resumeFileName && (
        <p className="text-sm text-slate-600">
          {APPLICATION_RESUME_TEXTS.sent}: {application.resumeFileName}
        </p>
      )}
      <div>
        <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          size="sm"
          variant="ghost"
          className="-ml-3"
          aria-expanded={isOpen}
          aria-controls={detailsId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? 'Hide timeline' : 'Show timeline'}
        </Button>
          {canWithdraw(application.status) && (
            <Button size="sm" variant="secondary" onClick={() => setIsWithdrawing(true)}>
              {WITHDRAW_TEXTS.button}
            </Button>
          )}
          {/* Applying again happens on the job's page, whose dialog warns first (the job may have closed). */}
          {canReapply(application.status) && (
            <ButtonLink size="sm" variant="secondary" href={jobPageHref(application.jobId)}>
              {WITHDRAW_TEXTS.reapplyButton}
            </ButtonLink>
          )}
        </div>
        {isOpen && (
          <div id={detailsId} className="mt-3 grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2">
            <section aria-label="Status timeline">
              <h3 className="mb-3 text-sm font-semibold text-slate-800">Status timeline</h3>
              <StatusTimeline history={application.statusHistory} />
            </section>
            <section aria-label="Cover letter">
              <h3 className="mb-2 text-sm font-semibold text-slate-800">Your cover letter</h3>
              <p className="text-sm whitespace-pre-wrap text-slate-700">
                {application.coverLetter.trim() || 'No cover letter was sent.'}
              </p>
            </section>
          </div>
        )}
      </div>
      <WithdrawDialog application={application} open={isWithdrawing} onClose={() => setIsWithdrawing(false)} />
    </Card>
  );
}
