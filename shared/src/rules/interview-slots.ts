/**
 * Offered interview times (issue 51): the employer offers several times or a window cut into slots; the candidate
 * picks one while the offer is open. Pure rules, run on the device for an instant answer and again by the server.
 */
import { MAX_OFFERED_SLOTS, type Interview } from '../schemas/interview.ts';
import { INTERVIEW_REFUSALS, INTERVIEW_SLOT_TEXTS } from '../messages.ts';
import { formatInterviewTime } from './interview-time.ts';
import { toEpochMs } from './time-input.ts';

type Offer = Pick<Interview, 'status' | 'offeredSlots' | 'offerExpiresAt'>;

/** A window from `from` to `to` cut into back-to-back slots of `minutes` (at most MAX_OFFERED_SLOTS). */
export function slotsFromWindow(from: string, to: string, minutes: number): string[] {
  const start = Date.parse(from);
  const end = Date.parse(to);
  if (Number.isNaN(start) || Number.isNaN(end) || minutes <= 0) return [];
  const slots: string[] = [];
  for (let at = start; at + minutes * 60_000 <= end && slots.length < MAX_OFFERED_SLOTS; at += minutes * 60_000) slots.push(new Date(at).toISOString());
  return slots;
}

/** When an offer lapses: the time the employer set, and never after its earliest slot's start. */
export function offerExpiry(offer: Offer): number {
  const earliest = Math.min(...(offer.offeredSlots ?? []).map((s) => Date.parse(s)));
  const set = offer.offerExpiresAt ? Date.parse(offer.offerExpiresAt) : Number.POSITIVE_INFINITY;
  return Math.min(earliest, set);
}

/** Whether the candidate may still pick a time. */
export function isOfferOpen(offer: Offer, now: Date | number): boolean {
  return offer.status === 'proposed' && (offer.offeredSlots?.length ?? 0) > 0 && toEpochMs(now) < offerExpiry(offer);
}

/** The offered times still ahead, soonest first, leaving out any in `taken`. */
export function openSlots(offer: Offer, now: Date | number, taken: ReadonlySet<string> = new Set()): string[] {
  if (!isOfferOpen(offer, now)) return [];
  const at = toEpochMs(now);
  return [...(offer.offeredSlots ?? [])].filter((s) => Date.parse(s) > at && !taken.has(s)).sort();
}

/** Why a set of offered times is refused, or null: at least one, all in the future, none twice. */
export function checkSlotOffer(slots: readonly string[] | undefined, now: Date | number): string | null {
  if (!slots?.length) return 'Offer at least one time.';
  if (new Set(slots).size !== slots.length) return 'Each time can be offered once.';
  if (slots.some((s) => Date.parse(s) <= toEpochMs(now))) return 'Please choose times in the future.';
  return null;
}

/** A time in a refusal, as the person refused reads it: in their zone, with its name ('Tue, Nov 10, 10:00 CET'). */
function refusalTime(instant: string, zone: string | undefined): string {
  return formatInterviewTime(instant, zone);
}

/**
 * The refusal a candidate reads when the time they picked went to someone else, with what is left, in the
 * candidate's zone (their account's).
 */
export function slotTakenReason(remaining: readonly string[], zone: string | undefined): string {
  return INTERVIEW_SLOT_TEXTS.taken(remaining.map((s) => refusalTime(s, zone)));
}

/** The refusal an employer reads for times overlapping the interviewer's bookings, in the employer's zone. */
export function bookedReason(times: readonly string[], zone: string | undefined): string {
  return INTERVIEW_REFUSALS.alreadyBooked(times.map((s) => refusalTime(s, zone)));
}

/**
 * The offered times (of `offered`) a refusal of slotTakenReason names still free (none, when none is), or null
 * when `reason` is another refusal. The refusal names them as the candidate reads them, so the device matches
 * each offered time formatted in the same zone (the account's, as the server used; UTC when it had none). The device reads a refused
 * pick back by it, to show the candidate what is left on the card itself.
 */
export function stillFreeAfter(reason: string, offered: readonly string[], zone: string | undefined): string[] | null {
  if (reason === INTERVIEW_SLOT_TEXTS.taken([])) return [];
  const [prefix] = INTERVIEW_SLOT_TEXTS.taken(['\u0000']).split('\u0000');
  if (!prefix || !reason.startsWith(prefix)) return null;
  const named = new Set(reason.slice(prefix.length).split('; '));
  // An account with no zone yet is read by the server in UTC (while the device shows its own): try that too.
  for (const reader of [zone, undefined]) {
    const free = offered.filter((s) => named.has(refusalTime(s, reader)));
    if (free.length) return free;
  }
  return [];
}

/**
 * What a candidate may pick again after the server refused `refusedPick` as taken: the offer's open times that the
 * refusal names still free (it is the server's word on what is booked), never the refused time itself.
 */
export function slotsAfterRefusedPick(offer: Offer, now: Date | number, refusedPick: string, stillFree: readonly string[]): string[] {
  const free = new Set(stillFree.map((s) => Date.parse(s)));
  const refused = Date.parse(refusedPick);
  return openSlots(offer, now).filter((s) => Date.parse(s) !== refused && free.has(Date.parse(s)));
}

/** Why a candidate's answer (another time, or decline) is refused at `now`, or null (issue 51). */
export function checkInterviewReply(interview: Pick<Interview, 'status' | 'scheduledDateTime'>, now: Date | number): string | null {
  if (interview.status !== 'scheduled' && interview.status !== 'proposed') return INTERVIEW_REFUSALS.alreadyClosed;
  // Once a scheduled interview has started, the call (or its absence) is the answer.
  if (interview.status === 'scheduled' && Date.parse(interview.scheduledDateTime) <= toEpochMs(now)) return INTERVIEW_REFUSALS.replyTooLate;
  return null;
}
