import { INTERVIEW_SLOT_TEXTS } from '@shared/messages.ts';
import { openSlots, slotsAfterRefusedPick, stillFreeAfter } from '@shared/rules/interview-slots.ts';
import { formatInterviewTime } from '@shared/rules/interview-time.ts';
import type { Interview } from '@shared/schemas/interview.ts';
import { useRefusedDrafts } from '../../db/device-hooks.ts';
import type { RefusedDraft } from '../../db/device-db.ts';
import { discardRefused, patchFields } from '../../db/writes.ts';
import { Button } from '../../ui/index.ts';

/** The candidate's pick of this interview the server refused because the time was taken meanwhile, if any. */
function useTakenPick(interview: Interview, viewerZone: string | undefined): { draft: RefusedDraft; picked: string; stillFree: string[] } | null {
  const drafts = useRefusedDrafts('interviews');
  for (const draft of drafts) {
    const picked = draft.document.pickedSlot;
    // The refusal names the free times as the candidate reads them, in their account's zone (as this card does).
    const stillFree = stillFreeAfter(draft.reason, interview.offeredSlots ?? [], viewerZone);
    if (draft.docId === interview.id && typeof picked === 'string' && stillFree) return { draft, picked, stillFree };
  }
  return null;
}

/**
 * The times an employer offered (issue 51). The candidate picks one: a queued write of pickedSlot (offline too);
 * the server books it or refuses it. A pick refused because the time was taken meanwhile is told on the card
 * itself, with only the times the server still named free to pick from again (the refused write also stays under
 * 'Not sent' until a new pick replaces it). The employer sees the offer.
 */
export function SlotPicker({
  interview,
  now,
  canPick,
  viewerZone,
  otherZone,
}: {
  interview: Interview;
  now: number;
  canPick: boolean;
  viewerZone: string | undefined;
  otherZone: string | undefined;
}) {
  const taken = useTakenPick(interview, viewerZone);
  const refused = canPick ? taken : null;
  const slots = refused ? slotsAfterRefusedPick(interview, now, refused.picked, refused.stillFree) : openSlots(interview, now);
  const takenNotice = refused && (
    <p className="mt-3 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" role="alert" data-testid="slot-taken">
      {(slots.length ? INTERVIEW_SLOT_TEXTS.takenOnCard : INTERVIEW_SLOT_TEXTS.noneLeftOnCard)(formatInterviewTime(refused.picked, viewerZone, otherZone))}
    </p>
  );
  if (!slots.length) return takenNotice || <p className="mt-3 text-sm text-slate-600">This offer has lapsed: none of its times can be picked any more.</p>;
  const pickedAt = interview.pickedSlot ? Date.parse(interview.pickedSlot) : null;
  // The refused pick is not on its way any more (the device may still hold it until the server's copy arrives).
  const picked = refused && pickedAt === Date.parse(refused.picked) ? null : pickedAt;
  const pick = async (slot: string) => {
    // A new pick answers the refused one: it leaves 'Not sent'.
    if (refused) await discardRefused(refused.draft.key);
    await patchFields('interviews', interview.id, { pickedSlot: slot });
  };
  return (
    <>
      {takenNotice}
      <fieldset className="mt-3 rounded-xl border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">{canPick ? 'Pick a time that suits you' : 'Times offered'}</legend>
        <ul className="flex flex-col gap-2" aria-label="Offered times">
          {slots.map((slot) => {
            const label = formatInterviewTime(slot, viewerZone, otherZone);
            const isPicked = picked === Date.parse(slot);
            return (
              <li key={slot}>
                {canPick ? (
                  <Button variant={isPicked ? 'primary' : 'secondary'} className="w-full justify-start text-left" aria-pressed={isPicked} onClick={() => void pick(slot)}>
                    {label}
                  </Button>
                ) : (
                  <span className="text-sm text-slate-700">{label}</span>
                )}
              </li>
            );
          })}
        </ul>
        {canPick && picked !== null && <p className="mt-2 text-sm text-slate-600" role="status">Your pick is on its way; the time is yours once it is confirmed.</p>}
      </fieldset>
    </>
  );
}
