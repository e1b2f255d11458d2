import { describe, expect, it } from 'vitest';
import { STATUS_CHANGE_REFUSALS } from '../messages.ts';
import { reviewApplication, toCandidateHistory } from './application-review.ts';

const applied = { status: 'pending' as const, statusHistory: [{ status: 'pending' as const, at: '2026-11-01T09:00:00.000Z' }] };
const now = new Date('2026-11-02T10:00:00.000Z');

describe('reviewApplication', () => {
  it('adds a status move with its note and author to the history and marks the application viewed', () => {
    const out = reviewApplication(applied, { status: 'considered', notes: 'Strong' }, now, 'user-1');
    expect(out).toEqual({
      ok: true,
      statusChanged: true,
      noteAdded: true,
      fields: {
        status: 'considered',
        statusHistory: [...applied.statusHistory, { status: 'considered', at: now.toISOString(), note: 'Strong', authorUserId: 'user-1' }],
        notes: 'Strong',
        viewedAt: now.toISOString(),
      },
    });
  });

  it('adds a note without a move as a step of its own, keeping the earlier note and the first viewedAt', () => {
    const reviewed = { ...applied, status: 'viewed' as const, viewedAt: '2026-11-01T12:00:00.000Z', notes: 'old' };
    const out = reviewApplication(reviewed, { status: 'viewed', notes: 'new' }, now, 'user-2');
    expect(out).toMatchObject({
      ok: true,
      statusChanged: false,
      noteAdded: true,
      fields: {
        statusHistory: [...reviewed.statusHistory, { status: 'viewed', at: now.toISOString(), note: 'new', authorUserId: 'user-2' }],
        notes: 'new',
        viewedAt: reviewed.viewedAt,
      },
    });
  });

  it('adds nothing for the latest note sent again or an empty one', () => {
    const reviewed = { ...applied, status: 'viewed' as const, notes: 'same' };
    for (const notes of ['same', '  ', undefined]) {
      const out = reviewApplication(reviewed, { status: 'viewed', notes }, now);
      expect(out).toMatchObject({ ok: true, noteAdded: false, fields: { statusHistory: reviewed.statusHistory, notes: 'same' } });
    }
  });

  it('refuses a move the pipeline does not allow, with its reason', () => {
    const hired = { ...applied, status: 'hired' as const };
    expect(reviewApplication(hired, { status: 'considered' }, now)).toEqual({ ok: false, reason: STATUS_CHANGE_REFUSALS.hiredIsFinal });
  });
});

describe('rejection reasons', () => {
  it('keeps the reason and trimmed details with a move to rejected only', () => {
    const out = reviewApplication(applied, { status: 'rejected', rejectionReason: 'salary', rejectionDetail: ' Above band ' }, now);
    expect(out).toMatchObject({ ok: true, fields: { status: 'rejected', rejectionReason: 'salary', rejectionDetail: 'Above band' } });
    const moved = reviewApplication(applied, { status: 'considered', rejectionReason: 'salary' }, now);
    expect(moved.ok && moved.fields.rejectionReason).toBeUndefined();
  });
});

describe('toCandidateHistory', () => {
  it('keeps statuses and times, never notes, authors or note-only steps', () => {
    const history = [
      { status: 'pending' as const, at: 'a' },
      { status: 'viewed' as const, at: 'b', note: 'secret', authorUserId: 'u' },
      { status: 'viewed' as const, at: 'c', note: 'more', authorUserId: 'u' },
      { status: 'rejected' as const, at: 'd', note: 'no', authorUserId: 'u' },
    ];
    expect(toCandidateHistory(history)).toEqual([
      { status: 'pending', at: 'a' },
      { status: 'viewed', at: 'b' },
      { status: 'rejected', at: 'd' },
    ]);
  });
});
