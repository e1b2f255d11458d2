import { useState } from 'react';
import { ERROR_TOASTS, SUCCESS_TOASTS } from '@shared/messages.ts';
import { interviewReplyWriteSchema } from '@shared/schemas/device-writes.ts';
import type { Interview, InterviewReply } from '@shared/schemas/interview.ts';
import { patchFields } from '../../db/writes.ts';
import { Button, Dialog, Field, TextArea, toast } from '../../ui/index.ts';

const COPY = {
  reschedule: {
    title: 'Ask for another time',
    description: (i: Interview) => `${i.companyName} is told you would like another time for the ${i.jobTitle} interview. Until they answer, the current time stands.`,
    label: 'Note to the employer (optional)',
    placeholder: 'e.g. I am travelling that week; any time the week after suits me.',
    confirm: 'Ask for Another Time',
  },
  decline: {
    title: 'Decline this interview?',
    description: (i: Interview) => `${i.companyName} is told you declined the ${i.jobTitle} interview, and it is cancelled for both of you.`,
    label: 'Note to the employer (optional)',
    placeholder: 'e.g. I have accepted another offer.',
    confirm: 'Decline Interview',
  },
} as const;

/**
 * The candidate's answer to an interview (issue 51): another time, or decline, with a note. Saved on the device
 * (offline too) and sent when online; the server decides it and tells the employer.
 */
export function InterviewReplyDialog({ interview, kind, onClose }: { interview: Interview; kind: InterviewReply['kind'] | null; onClose: () => void }) {
  const [note, setNote] = useState('');
  const [isSending, setIsSending] = useState(false);
  const copy = COPY[kind ?? 'reschedule'];
  const parsed = interviewReplyWriteSchema.safeParse({ candidateReply: { kind: kind ?? 'reschedule', ...(note.trim() ? { note: note.trim() } : {}) } });

  const send = async () => {
    if (!parsed.success) return;
    setIsSending(true);
    try {
      await patchFields('interviews', interview.id, { candidateReply: parsed.data.candidateReply, pickedSlot: undefined });
      toast({ ...SUCCESS_TOASTS.interviewUpdated, variant: 'success' });
      setNote('');
      onClose();
    } catch {
      toast({ ...ERROR_TOASTS.interviewUpdateFailed, variant: 'destructive' });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Dialog
      open={kind !== null}
      onClose={onClose}
      size="sm"
      title={copy.title}
      description={copy.description(interview)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Back
          </Button>
          <Button variant={kind === 'decline' ? 'destructive' : 'primary'} isLoading={isSending} disabled={!parsed.success} onClick={() => void send()}>
            {copy.confirm}
          </Button>
        </>
      }
    >
      <Field label={copy.label} error={parsed.success ? undefined : parsed.error.issues[0]?.message}>
        <TextArea rows={3} value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} placeholder={copy.placeholder} />
      </Field>
    </Dialog>
  );
}
