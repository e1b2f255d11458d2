/**
 * A candidate answering an interview (issue 51): asking for another time (with a note) or declining. Like a pick,
 * an ordinary replicated write (queued offline) decided here inside the push's transaction. A decline cancels the
 * interview and frees its booked time (both are mailed the METHOD:CANCEL invite); a request keeps the time until
 * the employer sets a new one, offers new times or cancels, and tells the employer.
 */
import { INTERVIEW_REPLY_TEXTS } from '@shared/messages.ts';
import { checkInterviewReply } from '@shared/rules/interview-slots.ts';
import { interviewReplyWriteSchema } from '@shared/schemas/device-writes.ts';
import { interviewSchema, type Interview, type InterviewReply } from '@shared/schemas/interview.ts';
import { onInterviewChanged } from '../interviews/lifecycle.ts';
import { releaseSlots } from '../interviews/slot-bookings.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { compact, validate } from './helpers.ts';
import { refuse, type WriteContext, type WriteOutcome } from './types.ts';

/** Whether the device sends a reply the server does not hold yet (the kind or the note differ). */
export function isNewReply(master: Interview | undefined, incoming: unknown): boolean {
  if (!incoming || typeof incoming !== 'object') return incoming !== undefined;
  const sent = incoming as Partial<InterviewReply>;
  const held = master?.candidateReply;
  return !held || held.kind !== sent.kind || (held.note ?? '') !== (sent.note ?? '');
}

export async function replyToInterview({ viewer, master, incoming, now }: WriteContext): Promise<WriteOutcome> {
  if (!master || !master.readerUserIds.includes(viewer.userId)) return refuse('forbidden', 'Only the invited candidate answers an interview.');
  const { at: _at, ...sent } = (incoming.candidateReply ?? {}) as Record<string, unknown>;
  const v = validate(interviewReplyWriteSchema, { candidateReply: sent });
  if (!v.ok) return v.refusal;
  const before = master.doc as Interview;
  const problem = checkInterviewReply(before, now);
  if (problem) return refuse('rule', problem);
  const note = v.data.candidateReply.note || undefined;
  const reply: InterviewReply = compact({ kind: v.data.candidateReply.kind, note, at: now.toISOString() });
  const { pickedSlot: _pick, ...rest } = before;
  const isDecline = reply.kind === 'decline';
  const doc = interviewSchema.parse(
    compact({
      ...rest,
      candidateReply: reply,
      ...(isDecline ? { status: 'cancelled', offeredSlots: undefined, offerExpiresAt: undefined } : {}),
      updatedAt: now.toISOString(),
    }),
  );
  return {
    kind: 'write',
    row: { id: master.id, ownerUserId: master.ownerUserId, readerUserIds: master.readerUserIds, doc },
    after: async (t, at) => {
      if (isDecline) await releaseSlots(t, doc.id);
      await createNotification(t, master.ownerUserId, { type: 'interview', ...INTERVIEW_REPLY_TEXTS[reply.kind](doc.candidateName, doc.jobTitle, note), actionUrl: '/video-interviews' }, at);
      await onInterviewChanged(t, before, doc, at, note, 'candidate');
    },
  };
}
