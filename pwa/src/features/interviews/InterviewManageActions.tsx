import { useState } from 'react';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import { checkMarkComplete } from '@shared/rules/interview-schedule.ts';
import type { Interview } from '@shared/schemas/interview.ts';
import { patchDoc } from '../../db/writes.ts';
import { Button, toast } from '../../ui/index.ts';
import { CancelInterviewDialog } from './CancelInterviewDialog.tsx';
import { completedNotes } from './interview-doc.ts';
import { RescheduleInterviewDialog } from './RescheduleInterviewDialog.tsx';

/**
 * The employer's actions on a scheduled interview: 'Mark Complete' (once it has started, the shared rule the
 * server applies too; before that disabled with the reason), 'Reschedule' and 'Cancel Interview'; on an open
 * offer (issue 51), 'Change Times' and 'Cancel Interview'.
 */
export function InterviewManageActions({ interview, now }: { interview: Interview; now: number }) {
  const [open, setOpen] = useState<'reschedule' | 'cancel' | null>(null);
  const notStarted = checkMarkComplete(interview, now);
  const reasonId = `not-started-${interview.id}`;
  const complete = async () => {
    try {
      await patchDoc('interviews', interview.id, {
        status: 'completed',
        interviewNotes: completedNotes(interview.interviewNotes),
        updatedAt: new Date().toISOString(),
      });
      toast({ ...SUCCESS_TOASTS.interviewUpdated, variant: 'success' });
    } catch {
      toast({ ...ERROR_TOASTS.interviewUpdateFailed, variant: 'destructive' });
    }
  };
  const isOffer = interview.status === 'proposed';
  return (
    <>
      {!isOffer && (
      <Button variant="secondary" disabled={notStarted !== null} aria-describedby={notStarted ? reasonId : undefined} onClick={() => void complete()}>
        Mark Complete
      </Button>
      )}
      {!isOffer && notStarted && (
        <p id={reasonId} className="text-xs text-slate-600">
          {notStarted}
        </p>
      )}
      <Button variant="secondary" onClick={() => setOpen('reschedule')}>
        {isOffer ? 'Change Times' : 'Reschedule'}
      </Button>
      <Button variant="ghost" onClick={() => setOpen('cancel')}>
        Cancel Interview
      </Button>
      <RescheduleInterviewDialog interview={interview} open={open === 'reschedule'} onClose={() => setOpen(null)} />
      <CancelInterviewDialog interview={interview} open={open === 'cancel'} onClose={() => setOpen(null)} />
    </>
  );
}
