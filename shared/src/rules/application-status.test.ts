import { describe, expect, it } from 'vitest';
import { STATUS_CHANGE_REFUSALS } from '../messages.ts';
import { APPLICATION_STATUSES } from '../schemas/application.ts';
import {
  EMPLOYER_APPLICATION_TABS,
  canEmployerSetStatus,
  getApplicationStatusLabel,
  getStatusChangeRefusal,
  groupApplicationsByTab,
  listAllowedNextStatuses,
} from './application-status.ts';

describe('getApplicationStatusLabel', () => {
  it.each([
    ['pending', 'Pending Review'],
    ['viewed', 'Viewed'],
    ['considered', 'Under Consideration'],
    ['interview', 'Interview Scheduled'],
    ['on_hold', 'On Hold'],
    ['hired', 'Hired'],
    ['rejected', 'Not Selected'],
    ['shortlisted', 'Unknown'],
    ['Pending', 'Unknown'],
    [undefined, 'Pending Review'],
    [null, 'Pending Review'],
    ['', 'Pending Review'],
  ])('%j is %j', (status, label) => {
    expect(getApplicationStatusLabel(status)).toBe(label);
  });
});

describe('groupApplicationsByTab', () => {
  it('puts each application under all and its status; missing counts as pending; unknown only under all', () => {
    const apps = [
      { id: 1, status: 'pending' },
      { id: 2, status: 'hired' },
      { id: 3 },
      { id: 4, status: 'on_hold' },
      { id: 5, status: 'mystery' },
      { id: 6, status: 'rejected' },
    ];
    const groups = groupApplicationsByTab(apps);
    expect(Object.keys(groups)).toEqual([...EMPLOYER_APPLICATION_TABS]);
    expect(groups.all.map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(groups.pending.map((a) => a.id)).toEqual([1, 3]);
    expect(groups.hired.map((a) => a.id)).toEqual([2]);
    expect(groups.on_hold.map((a) => a.id)).toEqual([4]);
    expect(groups.rejected.map((a) => a.id)).toEqual([6]);
    expect(groups.viewed).toEqual([]);
  });
});

describe('employer status changes', () => {
  // from -> the statuses it may move to (besides keeping its own).
  const allowed: Record<string, string[]> = {
    pending: ['viewed', 'considered', 'interview', 'on_hold', 'rejected', 'hired'],
    viewed: ['viewed', 'considered', 'interview', 'on_hold', 'rejected', 'hired'],
    considered: ['considered', 'interview', 'on_hold', 'rejected', 'hired'],
    interview: ['considered', 'interview', 'on_hold', 'rejected', 'hired'],
    on_hold: ['considered', 'interview', 'on_hold', 'rejected', 'hired'],
    hired: ['hired'],
    rejected: ['considered', 'rejected'],
    // The candidate's withdrawal: final, and never the employer's to set (the row of every other status lacks it).
    withdrawn: ['withdrawn'],
  };
  for (const from of APPLICATION_STATUSES) {
    for (const to of APPLICATION_STATUSES) {
      const expected = allowed[from]!.includes(to);
      it(`${from} -> ${to} is ${expected ? 'allowed' : 'refused'}`, () => {
        expect(canEmployerSetStatus(from, to)).toBe(expected);
        expect(getStatusChangeRefusal(from, to) === null).toBe(expected);
      });
    }
  }
  it.each([
    ['viewed', 'pending', STATUS_CHANGE_REFUSALS.backToPending],
    ['pending', 'pending', STATUS_CHANGE_REFUSALS.backToPending],
    ['interview', 'viewed', STATUS_CHANGE_REFUSALS.backToViewed],
    ['hired', 'rejected', STATUS_CHANGE_REFUSALS.hiredIsFinal],
    ['rejected', 'interview', STATUS_CHANGE_REFUSALS.rejectedIsFinal],
    ['pending', 'offer', STATUS_CHANGE_REFUSALS.unknownStatus],
    ['nonsense', 'viewed', STATUS_CHANGE_REFUSALS.unknownStatus],
  ])('%s -> %s says %j', (from, to, message) => {
    expect(getStatusChangeRefusal(from, to)).toBe(message);
  });
  it('a missing status starts as pending', () => {
    expect(canEmployerSetStatus(undefined, 'viewed')).toBe(true);
    expect(canEmployerSetStatus(null, 'pending')).toBe(false);
  });
  it('lists what the review dialog offers', () => {
    expect(listAllowedNextStatuses('rejected')).toEqual(['considered', 'rejected']);
    expect(listAllowedNextStatuses('pending')).toEqual([
      'viewed',
      'considered',
      'interview',
      'on_hold',
      'rejected',
      'hired',
    ]);
  });
});
