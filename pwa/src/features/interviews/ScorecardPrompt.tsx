import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useDocs } from '../../db/hooks.ts';
import { session } from '../../state/session.ts';
import { Button } from '../../ui/index.ts';
import { ScorecardDialog } from './ScorecardDialog.tsx';

/**
 * The call's end screen asks whoever ran the interview for a scorecard (issue 49), until theirs is in. Only the
 * company's side: the candidate's device never holds scorecards.
 */
export function ScorecardPrompt({ interviewId }: { interviewId: string }) {
  const { user } = useSnapshot(session);
  const { docs } = useDocs('interviews', { id: interviewId });
  const interview = docs[0];
  const [isOpen, setIsOpen] = useState(false);
  const [isDone, setIsDone] = useState(false);
  if (!interview || user?.userType !== 'employer') return null;
  const hasOwn = isDone || (interview.scorecards ?? []).some((s) => s.authorUserId === user.id);
  if (hasOwn) return <p className="text-sm text-slate-700">Your scorecard is in. Compare scorecards on the application.</p>;
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl bg-indigo-50 p-3 text-center ring-1 ring-indigo-200">
      <p className="text-sm text-indigo-950">How did it go? Fill in your scorecard while it is fresh.</p>
      <Button onClick={() => setIsOpen(true)}>Fill in Scorecard</Button>
      <ScorecardDialog
        open={isOpen}
        interviewId={interview.id}
        jobId={interview.jobId}
        candidateName={interview.candidateName}
        onClose={() => {
          setIsOpen(false);
        }}
        onSubmitted={() => setIsDone(true)}
      />
    </div>
  );
}
