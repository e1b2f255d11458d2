import { describe, expect, it } from 'vitest';
import { scorecardAttributesSchema, scorecardFormSchema, type Scorecard } from '../schemas/scorecard.ts';
import { INTERVIEW_REFUSALS } from '../messages.ts';
import { averageByAttribute, defaultScorecardAttributes, scorecardTimeProblem, visibleScorecards } from './scorecards.ts';

const card = (authorUserId: string, ratings: Array<[string, number]>): Scorecard => ({
  authorUserId,
  authorName: authorUserId,
  submittedAt: '2026-11-02T10:00:00.000Z',
  recommendation: 4,
  ratings: ratings.map(([attribute, rating]) => ({ attribute, rating })),
});

describe('scorecards', () => {
  it('defaults to the top five skills and Communication, each once', () => {
    expect(defaultScorecardAttributes(['SQL', 'Python', 'dbt', 'Airflow', 'Looker', 'Spark'])).toEqual(['SQL', 'Python', 'dbt', 'Airflow', 'Looker', 'Communication']);
    expect(defaultScorecardAttributes(['communication'])).toEqual(['communication']);
    expect(defaultScorecardAttributes([])).toEqual(['Communication']);
  });

  it('hides the others’ scorecards until the member submitted their own', () => {
    const cards = [card('u-1', [['SQL', 4]]), card('u-2', [['SQL', 2]])];
    expect(visibleScorecards(cards, 'u-3')).toEqual([]);
    expect(visibleScorecards(cards, 'u-2')).toHaveLength(2);
  });

  it('averages each attribute over the cards that rate it', () => {
    const cards = [card('u-1', [['SQL', 4], ['Communication', 5]]), card('u-2', [['SQL', 1]]), card('u-3', [['SQL', 2]])];
    expect(averageByAttribute(cards)).toEqual([
      { attribute: 'SQL', average: 2.3, count: 3 },
      { attribute: 'Communication', average: 5, count: 1 },
    ]);
  });

  it('takes ratings 1 to 5 only and at most twelve distinct attributes', () => {
    expect(scorecardFormSchema.safeParse({ ratings: [{ attribute: 'SQL', rating: 6 }], recommendation: 3 }).success).toBe(false);
    expect(scorecardFormSchema.safeParse({ ratings: [{ attribute: 'SQL', rating: 5 }], recommendation: 0 }).success).toBe(false);
    expect(scorecardFormSchema.safeParse({ ratings: [{ attribute: 'SQL', rating: 5 }], recommendation: 5 }).success).toBe(true);
    expect(scorecardAttributesSchema.safeParse(Array.from({ length: 13 }, (_, i) => `A${i}`)).success).toBe(false);
    expect(scorecardAttributesSchema.safeParse(['SQL', 'sql']).success).toBe(false);
  });

  it('asks for a scorecard from the moment the room opens (15 minutes before), never for a cancelled interview', () => {
    const at = '2026-11-02T10:00:00.000Z';
    const start = Date.parse(at);
    const interview = { status: 'scheduled' as const, scheduledDateTime: at, durationMinutes: 30 };
    expect(scorecardTimeProblem(interview, start - 15 * 60_000 - 1)).toBe(INTERVIEW_REFUSALS.scorecardTooEarly);
    expect(scorecardTimeProblem(interview, start - 15 * 60_000)).toBeNull();
    expect(scorecardTimeProblem({ ...interview, status: 'completed' }, new Date(start + 86_400_000))).toBeNull();
    expect(scorecardTimeProblem({ ...interview, status: 'cancelled' }, start + 60_000)).toBe(INTERVIEW_REFUSALS.scorecardTooEarly);
  });
});
