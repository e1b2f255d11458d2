import { describe, expect, it } from 'vitest';
import { INTERVIEW_REFUSALS } from '../messages.ts';
import { bookedReason, openSlots, slotsAfterRefusedPick, slotsFromWindow, slotTakenReason, stillFreeAfter } from './interview-slots.ts';

const NOW = Date.parse('2026-11-02T10:00:00.000Z');
const [A, B, C] = ['2026-11-10T09:00:00.000Z', '2026-11-10T10:00:00.000Z', '2026-11-10T11:00:00.000Z'];
const offer = { status: 'proposed' as const, offeredSlots: [A, B, C] };

describe('a refused pick read back on the device', () => {
  it('reads the times the refusal names still free, none when none is, and null for another refusal', () => {
    const offered = offer.offeredSlots;
    expect(stillFreeAfter(slotTakenReason([B, C], 'Europe/Berlin'), offered, 'Europe/Berlin')).toEqual([B, C]);
    expect(stillFreeAfter(slotTakenReason([C], 'Asia/Kolkata'), offered, 'Asia/Kolkata')).toEqual([C]);
    expect(stillFreeAfter(slotTakenReason([], 'Europe/Berlin'), offered, 'Europe/Berlin')).toEqual([]);
    // Refused for an account without a zone (the server reads UTC) on a device showing Berlin time.
    expect(stillFreeAfter(slotTakenReason([C], undefined), offered, 'Europe/Berlin')).toEqual([C]);
    // Times the offer does not hold are not picked up.
    expect(stillFreeAfter(slotTakenReason(['2026-11-11T09:00:00.000Z'], 'Europe/Berlin'), offered, 'Europe/Berlin')).toEqual([]);
    expect(stillFreeAfter('This offer is no longer open.', offered, 'Europe/Berlin')).toBeNull();
    expect(stillFreeAfter(bookedReason([A], 'Europe/Berlin'), offered, 'Europe/Berlin')).toBeNull();
  });

  it('names the times in the reader\'s zone with its name, never as ISO instants', () => {
    expect(slotTakenReason([B, C], 'Europe/Berlin')).toBe('That time was just taken. Still free: Tue, Nov 10, 11:00 CET; Tue, Nov 10, 12:00 CET');
    expect(slotTakenReason([B], 'America/New_York')).toBe('That time was just taken. Still free: Tue, Nov 10, 05:00 EST');
    expect(slotTakenReason([B], undefined)).toBe('That time was just taken. Still free: Tue, Nov 10, 10:00 UTC');
    expect(bookedReason([A], 'Asia/Kolkata')).toBe('You are already booked at Tue, Nov 10, 14:30 GMT+5:30.');
    expect(INTERVIEW_REFUSALS.alreadyBooked(['x'])).toBe('You are already booked at x.');
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
