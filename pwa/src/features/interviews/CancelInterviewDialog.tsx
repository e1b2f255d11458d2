import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import { interviewCancelBodySchema } from '@shared/schemas/interview-room.ts';
import type { Interview } from '@shared/schemas/interview.ts';
import { patchDoc } from '../../db/writes.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { ApiError } from '../../sync/api.ts';
import { answer, api } from '../../sync/api-client.ts';
import { Button, Dialog, Field, TextArea, toast } from '../../ui/index.ts';

/**
 * 'Cancel Interview' with an optional note the candidate is told (issue 16). Online it goes through the
 * server's cancel call, which carries the note; offline the cancellation alone is saved on the device and
 * sent later, since a note has nowhere to travel in the interview document.
 */
export function CancelInterviewDialog({ interview, open, onClose }: { interview: Interview; open: boolean; onClose: () => void }) {
  const { online } = useSnapshot(syncStatus);
  const [note, setNote] = useState('');
  const [isSending, setIsSending] = useState(false);
  const parsed = interviewCancelBodySchema.safeParse({ note: note.trim() || undefined });

  const cancel = async () => {
    if (!parsed.success) return;
    setIsSending(true);
    try {
      if (online) await answer(api.interviews[':id'].cancel.$post({ param: { id: encodeURIComponent(interview.id) }, json: parsed.data }));
      else await patchDoc('interviews', interview.id, { status: 'cancelled', updatedAt: new Date().toISOString() });
      toast({ ...SUCCESS_TOASTS.interviewUpdated, variant: 'success' });
      onClose();
    } catch (error) {
      const description = error instanceof ApiError ? error.serverMessage : ERROR_TOASTS.interviewUpdateFailed.description;
      toast({ ...ERROR_TOASTS.interviewUpdateFailed, description, variant: 'destructive' });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      title="Cancel this interview?"
      description={`${interview.candidateName} is told that the interview for ${interview.jobTitle} is cancelled.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep Interview
          </Button>
          <Button variant="destructive" isLoading={isSending} disabled={!parsed.success} onClick={() => void cancel()}>
            Cancel Interview
          </Button>
        </>
      }
    >
      <Field
        label="Note to the candidate (optional)"
        error={parsed.success ? undefined : parsed.error.issues[0]?.message}
        hint={online ? 'Sent with the cancellation.' : 'You are offline: the cancellation is sent when you are back online, without a note.'}
      >
        <TextArea rows={3} value={note} disabled={!online} maxLength={1000} onChange={(e) => setNote(e.target.value)} placeholder="e.g. The position has been filled." />
      </Field>
    </Dialog>
  );
}
