import { describe, expect, it } from 'vitest';
import { STATUS_CHANGE_REFUSALS } from '../messages.ts';
import { reviewApplication } from './application-review.ts';

const applied = { status: 'pending' as const, statusHistory: [{ status: 'pending' as const, at: '2026-11-01T09:00:00.000Z' }] };
const now = new Date('2026-11-02T10:00:00.000Z');

describe('reviewApplication', () => {
  it('adds a status move to the history and marks the application viewed', () => {
    const out = reviewApplication(applied, { status: 'considered', notes: 'Strong' }, now);
    expect(out).toEqual({
      ok: true,
      statusChanged: true,
      fields: {
        status: 'considered',
        statusHistory: [...applied.statusHistory, { status: 'considered', at: now.toISOString() }],
        notes: 'Strong',
        viewedAt: now.toISOString(),
      },
    });
  });

  it('changes notes without a history step, and keeps the first viewedAt', () => {
    const reviewed = { ...applied, status: 'viewed' as const, viewedAt: '2026-11-01T12:00:00.000Z', notes: 'old' };
    const out = reviewApplication(reviewed, { status: 'viewed', notes: 'new' }, now);
    expect(out).toMatchObject({ ok: true, statusChanged: false, fields: { statusHistory: reviewed.statusHistory, notes: 'new', viewedAt: reviewed.viewedAt } });
  });

  it('keeps the notes when a review sends none', () => {
    const out = reviewApplication({ ...applied, notes: 'keep me' }, { status: 'viewed' }, now);
    expect(out.ok && out.fields.notes).toBe('keep me');
  });

  it('refuses a move the pipeline does not allow, with its reason', () => {
    const hired = { ...applied, status: 'hired' as const };
    expect(reviewApplication(hired, { status: 'considered' }, now)).toEqual({ ok: false, reason: STATUS_CHANGE_REFUSALS.hiredIsFinal });
  });
});
