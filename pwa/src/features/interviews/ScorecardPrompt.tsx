import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { SCORECARD_TEXTS } from '@shared/messages.ts';
import { scorecardTimeProblem } from '@shared/rules/scorecards.ts';
import type { Interview } from '@shared/schemas/interview.ts';
import { useDocs } from '../../db/hooks.ts';
import { usePendingFieldIds, useRefusedDrafts } from '../../db/device-hooks.ts';
import { discardRefused } from '../../db/writes.ts';
import { session } from '../../state/session.ts';
import { Badge, Button, cx } from '../../ui/index.ts';
import { ScorecardDialog } from './ScorecardDialog.tsx';
import { draftFromCard, ownScorecardOf } from './scorecard-doc.ts';

/**
 * Asks whoever ran the interview for a scorecard (issue 49), until theirs is in: on the call's end screen and
 * on the interview's card (where the 'Scorecard Due' notification leads, and where a draft is found again after
 * a reload). A card filled in offline waits on the device ('Waiting to sync'); one the server refused shows
 * 'Not sent' with the reason, to fill in again. Only the company's side: the candidate's device holds no
 * scorecards. `compact`: the card's quieter version.
 */
export function ScorecardPrompt({ interviewId, compact = false }: { interviewId: string; compact?: boolean }) {
  const { user } = useSnapshot(session);
  const { docs } = useDocs('interviews', { id: interviewId });
  const interview = docs[0];
  if (!interview || user?.userType !== 'employer') return null;
  return <Prompt interview={interview} userId={user.id} compact={compact} />;
}

/** The prompt on an interview card: from the moment its room opens, never for a cancelled or unbooked one. */
export function CardScorecardPrompt({ interview, now }: { interview: Interview; now: number }) {
  const { user } = useSnapshot(session);
  if (user?.userType !== 'employer' || interview.status === 'proposed' || scorecardTimeProblem(interview, now)) return null;
  // The member it was assigned to runs it and is asked (issue 47); an interview from before teams asks anyone.
  if (interview.interviewerId && interview.interviewerId !== user.id) return null;
  return <Prompt interview={interview} userId={user.id} compact />;
}

function Prompt({ interview, userId, compact }: { interview: Interview; userId: string; compact: boolean }) {
  const pending = usePendingFieldIds('interviews', 'scorecards');
  const refused = useRefusedDrafts('interviews');
  const [isOpen, setIsOpen] = useState(false);
  const own = ownScorecardOf(interview, userId, pending.has(interview.id), refused);
  const box = cx('flex flex-col gap-2 rounded-xl p-3 ring-1', compact ? 'mt-3 items-start text-left' : 'items-center text-center');

  if (own.state === 'in') return <p className={cx('text-sm text-slate-700', compact && 'mt-3')}>{SCORECARD_TEXTS.isIn}</p>;
  if (own.state === 'pending') {
    return (
      <div className={cx(box, 'bg-amber-50 ring-amber-200')} data-testid="scorecard-pending">
        {/* The card around the compact prompt says 'Waiting to sync' already. */}
        {!compact && <Badge tone="warning">{SCORECARD_TEXTS.waiting}</Badge>}
        <p className="text-sm text-amber-950">{SCORECARD_TEXTS.pending}</p>
      </div>
    );
  }
  const dialog = isOpen && (
    <ScorecardDialog
      interviewId={interview.id}
      jobId={interview.jobId}
      candidateName={interview.candidateName}
      onClose={() => setIsOpen(false)}
      refill={own.state === 'refused' ? { draft: draftFromCard(own.card), refusedKey: own.key } : undefined}
    />
  );
  if (own.state === 'refused') {
    return (
      <div className={cx(box, 'bg-red-50 ring-red-200')} data-testid="scorecard-refused">
        <p className="text-sm font-semibold text-red-800">{SCORECARD_TEXTS.notSent}</p>
        <p className="text-sm text-red-800">
          <span className="font-medium">Why: </span>
          {own.reason}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setIsOpen(true)}>
            {SCORECARD_TEXTS.fillAgain}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void discardRefused(own.key)}>
            Discard
          </Button>
        </div>
        {dialog}
      </div>
    );
  }
  return (
    <div className={cx(box, 'bg-indigo-50 ring-indigo-200')}>
      <p className="text-sm text-indigo-950">{SCORECARD_TEXTS.ask}</p>
      <Button size={compact ? 'sm' : undefined} onClick={() => setIsOpen(true)}>
        {SCORECARD_TEXTS.fill}
      </Button>
      {dialog}
    </div>
  );
}
