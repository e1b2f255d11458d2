import { describe, expect, it } from 'vitest';
import type { Application } from '../schemas/application.ts';
import { computeHiringInsights, median, rejectionReasonOf, weekStartOf } from './hiring-insights.ts';

const day = (n: number) => new Date(Date.UTC(2026, 10, 2 + n)).toISOString(); // 2026-11-02 is a Monday

function app(id: string, steps: Array<[Application['status'], number, string?]>, extra: Partial<Application> = {}): Application {
  const history = steps.map(([status, d, note]) => ({ status, at: day(d), ...(note ? { note } : {}) }));
  return {
    id,
    jobId: 'job-1',
    candidateId: `c-${id}`,
    employerId: 'e-1',
    coverLetter: '',
    appliedAt: history[0]!.at,
    status: history.at(-1)!.status,
    statusHistory: history,
    jobTitle: 'Picker',
    companyName: 'Acme',
    candidateName: id,
    updatedAt: history.at(-1)!.at,
    ...extra,
  };
}

describe('computeHiringInsights', () => {
  const apps = [
    app('a', [['pending', 0], ['viewed', 1], ['considered', 3], ['interview', 5], ['hired', 10]], { source: 'search', screeningAnswers: [{ questionId: 'q', value: 5 }] }),
    app('b', [['pending', 0], ['viewed', 2], ['rejected', 4, 'Screening · Does not meet: Years?']], { source: 'search', screeningFlags: ['Does not meet: Years?'] }),
    app('c', [['pending', 7], ['viewed', 8], ['considered', 9]], { source: 'alert' }),
    app('d', [['pending', 8], ['rejected', 9]]),
  ];
  const insights = computeHiringInsights(apps, new Date(day(15)), 'job-1');

  it('counts the funnel by the furthest stage reached, with conversion', () => {
    expect(insights.funnel).toEqual([
      { status: 'pending', reached: 4, conversion: null },
      { status: 'viewed', reached: 3, conversion: 0.75 },
      { status: 'considered', reached: 2, conversion: 0.667 },
      { status: 'interview', reached: 1, conversion: 0.5 },
      { status: 'hired', reached: 1, conversion: 1 },
    ]);
  });

  it('takes medians of the time in each stage and to hire', () => {
    // pending: 1, 2, 1, 1 days -> 1; viewed: 2, 2, 1 -> 2; considered: 2 -> 2; interview: 5.
    expect(insights.timeInStage).toEqual([
      { status: 'pending', medianDays: 1, samples: 4 },
      { status: 'viewed', medianDays: 2, samples: 3 },
      { status: 'considered', medianDays: 2, samples: 1 },
      { status: 'interview', medianDays: 5, samples: 1 },
    ]);
    expect(insights.medianDaysToHire).toBe(10);
    expect(insights.hires).toBe(1);
  });

  it('counts sources, rejection reasons, screening and weeks', () => {
    expect(insights.sources).toEqual([
      { source: 'search', count: 2 },
      { source: 'alert', count: 1 },
      { source: 'unknown', count: 1 },
    ]);
    expect(insights.rejectionReasons).toEqual([
      { reason: 'No reason given', count: 1 },
      { reason: 'Screening', count: 1 },
    ]);
    expect(insights.screening).toEqual({ screened: 2, passed: 1, passRate: 0.5 });
    expect(insights.overTime).toEqual([
      { weekStart: '2026-11-02', count: 2 },
      { weekStart: '2026-11-09', count: 2 },
      { weekStart: '2026-11-16', count: 0 },
    ]);
    expect(insights.totalApplications).toBe(4);
  });

  it('counts the scorecard submission rate over interviews that took place', () => {
    const card = { authorUserId: 'u', authorName: 'U', submittedAt: day(1), recommendation: 4, ratings: [{ attribute: 'SQL', rating: 4 }] };
    const now = new Date(day(15));
    const withCards = computeHiringInsights(apps, now, null, [
      { status: 'completed', scorecards: [card] },
      { status: 'completed' },
      // Scored, though nobody pressed Mark Complete: it took place.
      { status: 'scheduled', scorecards: [card], scheduledDateTime: day(15), durationMinutes: 60 },
      // Past its end, not marked complete and not scored: took place, no card.
      { status: 'scheduled', scheduledDateTime: day(14), durationMinutes: 60 },
      // Ends exactly now: over; starts now: not yet.
      { status: 'scheduled', scheduledDateTime: new Date(now.getTime() - 30 * 60_000).toISOString(), durationMinutes: 30 },
      { status: 'scheduled', scheduledDateTime: day(15), durationMinutes: 30 },
      { status: 'proposed', scheduledDateTime: day(1), durationMinutes: 30 },
      { status: 'cancelled', scorecards: [card] },
    ]);
    expect(withCards.scorecards).toEqual({ interviews: 5, withScorecard: 2, submissionRate: 0.4 });
    expect(insights.scorecards).toEqual({ interviews: 0, withScorecard: 0, submissionRate: null });
  });

  it('answers nulls, not zeros, where nothing can be measured', () => {
    const empty = computeHiringInsights([], new Date(day(0)));
    expect(empty.medianDaysToHire).toBeNull();
    expect(empty.screening.passRate).toBeNull();
    expect(empty.funnel[1]!.conversion).toBeNull();
    expect(empty.overTime).toEqual([]);
  });
});

describe('helpers', () => {
  it('median of odd and even lists', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNull();
  });
  it('weeks start on Monday (UTC); reasons are a note’s first part', () => {
    expect(weekStartOf('2026-11-08T23:59:00.000Z')).toBe('2026-11-02');
    expect(weekStartOf('2026-11-09T00:00:00.000Z')).toBe('2026-11-09');
    expect(rejectionReasonOf('Screening · Does not meet: X')).toBe('Screening');
    expect(rejectionReasonOf(undefined)).toBe('No reason given');
  });
});
