import { openSlots } from '@shared/rules/interview-slots.ts';
import { formatInterviewTime } from '@shared/rules/interview-time.ts';
import type { Interview } from '@shared/schemas/interview.ts';
import { patchFields } from '../../db/writes.ts';
import { Button } from '../../ui/index.ts';

/**
 * The times an employer offered (issue 51). The candidate picks one: a queued write of pickedSlot (offline too);
 * the server books it or refuses it, and a refusal lists the times still free. The employer sees the offer.
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
  const slots = openSlots(interview, now);
  if (!slots.length) return <p className="mt-3 text-sm text-slate-600">This offer has lapsed: none of its times can be picked any more.</p>;
  const picked = interview.pickedSlot ? Date.parse(interview.pickedSlot) : null;
  return (
    <fieldset className="mt-3 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{canPick ? 'Pick a time that suits you' : 'Times offered'}</legend>
      <ul className="flex flex-col gap-2" aria-label="Offered times">
        {slots.map((slot) => {
          const label = formatInterviewTime(slot, viewerZone, otherZone);
          const isPicked = picked === Date.parse(slot);
          return (
            <li key={slot}>
              {canPick ? (
                <Button
                  variant={isPicked ? 'primary' : 'secondary'}
                  className="w-full justify-start text-left"
                  aria-pressed={isPicked}
                  onClick={() => void patchFields('interviews', interview.id, { pickedSlot: slot })}
                >
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
  );
}
