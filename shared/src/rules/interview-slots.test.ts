import { describe, expect, it } from 'vitest';
import { INTERVIEW_REFUSALS } from '../messages.ts';
import { openSlots, slotsAfterRefusedPick, slotsFromWindow, slotTakenReason, stillFreeAfter } from './interview-slots.ts';

const NOW = Date.parse('2026-11-02T10:00:00.000Z');
const [A, B, C] = ['2026-11-10T09:00:00.000Z', '2026-11-10T10:00:00.000Z', '2026-11-10T11:00:00.000Z'];
const offer = { status: 'proposed' as const, offeredSlots: [A, B, C] };

describe('a refused pick read back on the device', () => {
  it('reads the times the refusal names still free, none when none is, and null for another refusal', () => {
    expect(stillFreeAfter(slotTakenReason([B, C]))).toEqual([B, C]);
    expect(stillFreeAfter(slotTakenReason([C]))).toEqual([C]);
    expect(stillFreeAfter(slotTakenReason([]))).toEqual([]);
    expect(stillFreeAfter('This offer is no longer open.')).toBeNull();
    expect(stillFreeAfter(INTERVIEW_REFUSALS.alreadyBooked([A]))).toBeNull();
  });

  it('offers again only the open times the server named free, never the refused one', () => {
    // B was taken too (by an interview set at that time): only C is left.
    expect(slotsAfterRefusedPick(offer, NOW, A, [C])).toEqual([C]);
    expect(slotsAfterRefusedPick(offer, NOW, A, [B, C])).toEqual([B, C]);
    expect(slotsAfterRefusedPick(offer, NOW, A, [])).toEqual([]);
    // The same instant written with an offset on the device.
    expect(slotsAfterRefusedPick({ ...offer, offeredSlots: ['2026-11-10T10:00:00+01:00', B] }, NOW, '2026-11-10T10:00:00+01:00', [B])).toEqual([B]);
    // An offer lapsed since the refusal (at its earliest time) offers nothing.
    expect(slotsAfterRefusedPick(offer, Date.parse(A), B, [A, C])).toEqual([]);
  });
});

describe('offered times', () => {
  it('a window is cut into back-to-back slots of the interview length', () => {
    expect(slotsFromWindow('2026-11-10T09:00:00.000Z', '2026-11-10T10:30:00.000Z', 30)).toEqual([A, '2026-11-10T09:30:00.000Z', B]);
    expect(openSlots(offer, NOW, new Set([B]))).toEqual([A, C]);
  });
});
