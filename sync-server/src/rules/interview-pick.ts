/**
 * A candidate picking one of the times an employer offered (issue 51). The pick is an ordinary replicated write
 * (queued offline); here, inside the push's transaction, it books the interviewer's time or is refused with the
 * times still free. The booked interview is announced as a new invitation to both.
 */
import { NOTIFICATION_TEXTS } from '@shared/messages.ts';
import { isOfferOpen, openSlots, slotTakenReason } from '@shared/rules/interview-slots.ts';
import { interviewPickSchema } from '@shared/schemas/device-writes.ts';
import { interviewSchema, type Interview } from '@shared/schemas/interview.ts';
import { onInterviewChanged } from '../interviews/lifecycle.ts';
import { bookedStarts, bookRange } from '../interviews/slot-bookings.ts';
import { accountZone } from '../interviews/account-zone.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { compact, pickWritable, validate } from './helpers.ts';
import { refuse, type WriteContext, type WriteOutcome } from './types.ts';

export async function pickInterviewSlot({ tx, viewer, master, incoming, now }: WriteContext): Promise<WriteOutcome> {
  if (!master || !master.readerUserIds.includes(viewer.userId)) return refuse('forbidden', 'Only the invited candidate picks a time.');
  const v = validate(interviewPickSchema, pickWritable('interviews', viewer, incoming));
  if (!v.ok) return v.refusal;
  const offer = master.doc as Interview;
  if (!isOfferOpen(offer, now)) return refuse('rule', 'This offer is no longer open.');
  const picked = Date.parse(v.data.pickedSlot);
  const slot = (offer.offeredSlots ?? []).find((s) => Date.parse(s) === picked);
  if (!slot || picked <= now.getTime()) return refuse('rule', 'Pick one of the offered times.');
  // Booked in the assigned interviewer's calendar (their employer's, for an interview from before teams).
  const interviewerId = (master.doc.interviewerId as string | undefined) ?? master.ownerUserId;
  // The whole interview's time is held: a pick overlapping another booking of the interviewer is refused.
  if (!(await bookRange(tx, interviewerId, slot, offer.durationMinutes, master.id))) {
    const taken = await bookedStarts(tx, interviewerId, offer.offeredSlots ?? [], offer.durationMinutes, master.id);
    const remaining = openSlots({ ...offer, offeredSlots: (offer.offeredSlots ?? []).map((s) => new Date(s).toISOString()) }, now, taken);
    return refuse('rule', slotTakenReason(remaining, await accountZone(tx, viewer.userId)));
  }
  const { offeredSlots: _slots, offerExpiresAt: _expiry, pickedSlot: _pick, candidateReply: _reply, ...rest } = offer;
  const doc = interviewSchema.parse(compact({ ...rest, status: 'scheduled', scheduledDateTime: new Date(picked).toISOString(), updatedAt: now.toISOString() }));
  return {
    kind: 'write',
    row: { id: master.id, ownerUserId: master.ownerUserId, readerUserIds: master.readerUserIds, doc },
    after: async (t, at) => {
      await createNotification(t, interviewerId, { type: 'interview', ...NOTIFICATION_TEXTS.interview(true, doc.jobTitle, doc.companyName, 'booked by the candidate'), actionUrl: '/video-interviews' }, at);
      // Booked, it is the invitation for both (or, after new times replaced a booked one, its update: same UID,
      // higher SEQUENCE).
      await onInterviewChanged(t, offer, doc, at);
    },
  };
}
