import { describe, expect, it } from 'vitest';
import { FREE_LIMITS, PLANS, formatPlanPrice } from '@shared/catalog.ts';
import { buildComparisonTable, describePrice, describeTrial } from './plan-rows.ts';

function rowOf(table: ReturnType<typeof buildComparisonTable>, label: string) {
  const row = table.rows.find((candidate) => candidate.label === label);
  if (!row) throw new Error(`no row ${label}`);
  return row.cells;
}

describe('buildComparisonTable', () => {
  it('lists the candidate plans free first, with catalog prices and the daily application limit', () => {
    const table = buildComparisonTable('candidate');
    expect(table.plans.map((plan) => plan.id)).toEqual(['free', 'candidate-premium']);
    expect(rowOf(table, 'Price')).toEqual([
      { kind: 'text', text: '$0' },
      { kind: 'text', text: formatPlanPrice('candidate-premium') },
    ]);
    expect(rowOf(table, 'Applications')).toEqual([
      { kind: 'text', text: `Up to ${FREE_LIMITS.applicationsPerDay} a day` },
      { kind: 'text', text: 'Unlimited' },
    ]);
    expect(rowOf(table, 'Free trial')[1]).toEqual({ kind: 'text', text: '14-day free trial' });
  });

  it('gives employers a row per free limit and marks features per plan', () => {
    const table = buildComparisonTable('employer');
    expect(table.plans.map((plan) => plan.id)).toEqual(['free', 'employer-professional', 'employer-enterprise']);
    expect(rowOf(table, 'Job postings')[0]).toEqual({ kind: 'text', text: `${FREE_LIMITS.jobPostingsPerMonth} a month` });
    expect(rowOf(table, 'Candidate profile views')[0]).toEqual({ kind: 'text', text: `${FREE_LIMITS.profileViewsPerMonth} a month` });
    expect(rowOf(table, 'Built-in video interviews').map((cell) => cell.kind === 'check' && cell.included)).toEqual([false, true, true]);
    expect(rowOf(table, 'Priority support').map((cell) => cell.kind === 'check' && cell.included)).toEqual([false, false, true]);
    // What the free plan offers, paid plans offer too.
    expect(rowOf(table, 'Messaging with candidates').map((cell) => cell.kind === 'check' && cell.included)).toEqual([true, true, true]);
  });

  it('never repeats a quantity line as a feature row', () => {
    for (const audience of ['candidate', 'employer'] as const) {
      const labels = buildComparisonTable(audience).rows.map((row) => row.label);
      expect(labels.filter((label) => /unlimited|\d/i.test(label))).toEqual([]);
    }
  });
});

describe('plan descriptions', () => {
  it('shows the catalog price and trial', () => {
    expect(describePrice(PLANS['employer-professional'])).toEqual({ amount: '$49', period: 'per month' });
    expect(describePrice(PLANS.free)).toEqual({ amount: '$0', period: 'forever' });
    expect(describeTrial(PLANS['candidate-premium'])).toBe('14-day free trial');
    expect(describeTrial(PLANS.free)).toBeNull();
  });
});
