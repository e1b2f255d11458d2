import { describe, expect, it } from 'vitest';
import { STATUS_CHANGE_REFUSALS, WITHDRAW_TEXTS } from '../messages.ts';
import { canEmployerSetStatus, getApplicationStatusLabel, getStatusChangeRefusal, groupApplicationsByTab, listAllowedNextStatuses } from './application-status.ts';
import { canReapply, canWithdraw, reapplyApplication, withdrawApplication } from './application-withdraw.ts';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const history = [{ status: 'pending' as const, at: '2026-02-01T00:00:00.000Z' }];

describe('withdrawApplication', () => {
  it('ends any open stage as withdrawn, the step in the history, a trimmed reason kept', () => {
    for (const status of ['pending', 'viewed', 'considered', 'interview', 'on_hold'] as const) {
      const outcome = withdrawApplication({ status, statusHistory: history }, '  Moved cities ', NOW);
      expect(outcome).toEqual({
        ok: true,
        changed: true,
        fields: { status: 'withdrawn', statusHistory: [...history, { status: 'withdrawn', at: NOW.toISOString() }], withdrawReason: 'Moved cities' },
      });
    }
  });
  it('a blank reason is none', () => {
    const outcome = withdrawApplication({ status: 'pending', statusHistory: history }, '   ', NOW);
    expect(outcome.ok && 'withdrawReason' in outcome.fields).toBe(false);
  });
  it('a decision cannot be withdrawn from; a second withdrawal changes nothing', () => {
    expect(withdrawApplication({ status: 'hired', statusHistory: history }, undefined, NOW)).toEqual({ ok: false, reason: WITHDRAW_TEXTS.notAllowed });
    expect(withdrawApplication({ status: 'rejected', statusHistory: history }, undefined, NOW)).toEqual({ ok: false, reason: WITHDRAW_TEXTS.notAllowed });
    const done = { status: 'withdrawn' as const, statusHistory: history, withdrawReason: 'First' };
    expect(withdrawApplication(done, 'Second', NOW)).toEqual({ ok: true, changed: false, fields: done });
    expect(canWithdraw('withdrawn')).toBe(false);
    expect(canWithdraw('interview')).toBe(true);
  });
});

describe('the pipeline after a withdrawal', () => {
  it('no employer moves a withdrawn application, and none sets withdrawn', () => {
    for (const to of ['pending', 'viewed', 'considered', 'interview', 'on_hold', 'hired', 'rejected']) {
      expect(canEmployerSetStatus('withdrawn', to)).toBe(false);
    }
    expect(getStatusChangeRefusal('withdrawn', 'considered')).toBe(STATUS_CHANGE_REFUSALS.withdrawnIsFinal);
    expect(getStatusChangeRefusal('considered', 'withdrawn')).toBe(STATUS_CHANGE_REFUSALS.onlyCandidateWithdraws);
    expect(listAllowedNextStatuses('withdrawn')).toEqual([]);
  });
  it('reads Withdrawn, and is listed under All only', () => {
    expect(getApplicationStatusLabel('withdrawn')).toBe('Withdrawn');
    const groups = groupApplicationsByTab([{ status: 'withdrawn' }, { status: 'pending' }]);
    expect(groups.all).toHaveLength(2);
    expect(groups.pending).toHaveLength(1);
  });
});

describe('applying again after a withdrawal', () => {
  const withdrawnHistory = [...history, { status: 'withdrawn' as const, at: '2026-02-10T00:00:00.000Z' }];
  it('is Pending Review again with the new letter and time, the earlier steps kept, the reason cleared', () => {
    expect(reapplyApplication({ status: 'withdrawn', statusHistory: withdrawnHistory }, 'Still keen', NOW)).toEqual({
      ok: true,
      fields: {
        status: 'pending',
        statusHistory: [...withdrawnHistory, { status: 'pending', at: NOW.toISOString() }],
        coverLetter: 'Still keen',
        appliedAt: NOW.toISOString(),
        withdrawReason: undefined,
      },
    });
  });
  it('is allowed only after a withdrawal', () => {
    for (const status of ['pending', 'viewed', 'considered', 'interview', 'on_hold', 'hired', 'rejected'] as const) {
      expect(canReapply(status), status).toBe(false);
      expect(reapplyApplication({ status, statusHistory: history }, '', NOW)).toEqual({ ok: false, reason: WITHDRAW_TEXTS.reapplyNotAllowed });
    }
    expect(canReapply('withdrawn')).toBe(true);
    expect(canReapply(undefined)).toBe(false);
  });
});
