import { describe, expect, it } from 'vitest';
import { computeHiringInsights } from '@shared/rules/hiring-insights.ts';
import { formatDays, formatShare, funnelRows, sourceRows } from './insight-rows.ts';

describe('insight rows', () => {
  const at = '2026-11-02T10:00:00.000Z';
  const insights = computeHiringInsights(
    [
      {
        id: 'a', jobId: 'j', candidateId: 'c', employerId: 'e', coverLetter: '', appliedAt: at, status: 'viewed',
        statusHistory: [{ status: 'pending', at }, { status: 'viewed', at }], jobTitle: 'T', companyName: 'C', candidateName: 'N', updatedAt: at, source: 'shared_link',
      },
    ],
    new Date(at),
  );
  it('labels stages and sources for people, with the conversion in the table', () => {
    expect(funnelRows(insights)[1]).toEqual({ label: 'Viewed', value: 1, extra: ['100%'] });
    expect(sourceRows(insights)).toEqual([{ label: 'Shared job link', value: 1 }]);
  });
  it('formats shares and days, a dash when unknown', () => {
    expect(formatShare(0.667)).toBe('67%');
    expect(formatShare(null)).toBe('–');
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(null)).toBe('–');
  });
});
