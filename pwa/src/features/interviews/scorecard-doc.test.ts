import { describe, expect, it } from 'vitest';
import { scorecardFormSchema, type Scorecard } from '@shared/schemas/scorecard.ts';
import {
  BLANK_SCORECARD_DRAFT,
  draftFromCard,
  formFromDraft,
  isBlankScorecardDraft,
  ownScorecardOf,
  parseScorecardDraft,
  ownScorecardText,
  shownScorecards,
  withOwnScorecard,
  type RefusedWrite,
} from './scorecard-doc.ts';

const card = (authorUserId: string, rating = 4): Scorecard => ({
  authorUserId,
  authorName: `Member ${authorUserId}`,
  submittedAt: '2026-11-02T10:00:00.000Z',
  recommendation: rating,
  ratings: [{ attribute: 'Go', rating }],
});

describe('scorecard drafts', () => {
  it('keeps a draft once anything is rated, commented, recommended or noted', () => {
    expect(isBlankScorecardDraft(BLANK_SCORECARD_DRAFT)).toBe(true);
    expect(isBlankScorecardDraft({ ratings: { Go: { comment: '  ' } }, notes: ' ' })).toBe(true);
    expect(isBlankScorecardDraft({ ratings: { Go: { rating: 4 } }, notes: '' })).toBe(false);
    expect(isBlankScorecardDraft({ ratings: { Go: { comment: 'Tidy' } }, notes: '' })).toBe(false);
    expect(isBlankScorecardDraft({ ratings: {}, recommendation: 2, notes: '' })).toBe(false);
    expect(isBlankScorecardDraft({ ratings: {}, notes: 'Call back' })).toBe(false);
  });

  it('reads a stored draft back, dropping what is not a rating of 1 to 5', () => {
    const stored = { ratings: { Go: { rating: 4, comment: 'Idiomatic' }, SQL: { rating: 9 }, Bad: 'x' }, recommendation: 0, notes: 'Hire' };
    expect(parseScorecardDraft(stored)).toEqual({ ratings: { Go: { rating: 4, comment: 'Idiomatic' }, SQL: { rating: undefined } }, recommendation: undefined, notes: 'Hire' });
    expect(parseScorecardDraft(null)).toBeNull();
    expect(parseScorecardDraft('text')).toBeNull();
    expect(parseScorecardDraft({ ratings: {}, notes: '' })).toBeNull();
  });

  it('makes the form of the job attributes: an unrated one or no recommendation fails the shared schema', () => {
    const draft = { ratings: { Go: { rating: 4, comment: '  Idiomatic ' }, Kubernetes: { rating: 5, comment: ' ' } }, recommendation: 4, notes: ' ' };
    const form = scorecardFormSchema.parse(formFromDraft(['Go', 'Kubernetes'], draft));
    expect(form).toEqual({ ratings: [{ attribute: 'Go', rating: 4, comment: 'Idiomatic' }, { attribute: 'Kubernetes', rating: 5 }], recommendation: 4 });
    expect(scorecardFormSchema.safeParse(formFromDraft(['Go', 'Kubernetes', 'Communication'], draft)).success).toBe(false);
    expect(scorecardFormSchema.safeParse(formFromDraft(['Go'], { ...draft, recommendation: undefined })).success).toBe(false);
    // A refused card becomes the same draft again.
    expect(scorecardFormSchema.parse(formFromDraft(['Go', 'Kubernetes'], draftFromCard({ ...form, notes: 'Hire' })))).toEqual({ ...form, notes: 'Hire' });
  });
});

describe('the member’s own scorecard on the device', () => {
  const now = new Date('2026-11-02T12:00:00.000Z');
  const form = { ratings: [{ attribute: 'Go', rating: 5 }], recommendation: 5 };

  it('puts the member’s card in, replacing their earlier one and keeping the others’', () => {
    const cards = withOwnScorecard([card('u-1'), card('u-2', 2)], form, { userId: 'u-2', name: 'Sana Idris' }, now);
    expect(cards).toEqual([card('u-1'), { ...form, authorUserId: 'u-2', authorName: 'Sana Idris', submittedAt: now.toISOString() }]);
    expect(withOwnScorecard(undefined, form, { userId: 'u-2', name: 'Sana Idris' }, now)).toHaveLength(1);
  });

  it('is waiting while the device has its write, in once the server took it, refused with the reason, else none', () => {
    const interview = { id: 'iv-1', scorecards: [card('u-1')] };
    expect(ownScorecardOf(interview, 'u-1', true, [])).toEqual({ state: 'pending', card: card('u-1') });
    expect(ownScorecardOf(interview, 'u-1', false, [])).toEqual({ state: 'in', card: card('u-1') });
    const refused: RefusedWrite[] = [
      { key: 'interviews/iv-2', docId: 'iv-2', reason: 'Elsewhere', document: { scorecards: [card('u-2')] } },
      { key: 'interviews/iv-1', docId: 'iv-1', reason: 'A scorecard follows an interview that took place.', document: { scorecards: [card('u-3'), card('u-2', 1)] } },
    ];
    expect(ownScorecardOf(interview, 'u-2', false, refused)).toEqual({ state: 'refused', card: card('u-2', 1), reason: 'A scorecard follows an interview that took place.', key: 'interviews/iv-1' });
    // A refusal of another interview write without the member's card is not theirs.
    expect(ownScorecardOf(interview, 'u-4', false, refused)).toEqual({ state: 'none' });
    expect(ownScorecardOf({ id: 'iv-1' }, 'u-2', false, [{ key: 'k', docId: 'iv-1', reason: 'r', document: { interviewNotes: 'x' } }])).toEqual({ state: 'none' });
  });

  it('shows none of the others’ before the member’s own is in, and only their own while it waits on the device', () => {
    const interview = { scorecards: [card('u-1'), card('u-2')] };
    expect(shownScorecards(interview, 'u-3', false)).toEqual([]);
    expect(shownScorecards(interview, 'u-2', true)).toEqual([card('u-2')]);
    expect(shownScorecards(interview, 'u-2', false)).toEqual([card('u-1'), card('u-2')]);
    expect(shownScorecards({}, 'u-2', false)).toEqual([]);
  });

  it('writes the member’s refused card out as text to copy, and nothing for a write without it', () => {
    const labels = ['Strong no', 'No', 'Mixed', 'Yes', 'Strong yes'];
    const own = { ...card('u-2'), ratings: [{ attribute: 'Go', rating: 4, comment: 'Idiomatic' }, { attribute: 'SQL', rating: 2 }], notes: 'Hire' };
    expect(ownScorecardText({ scorecards: [card('u-1'), own] }, 'u-2', labels)).toBe('Go: Yes (Idiomatic)\nSQL: No\nOverall recommendation: Yes\nNotes: Hire');
    expect(ownScorecardText({ scorecards: [card('u-1')] }, 'u-2', labels)).toBeUndefined();
    expect(ownScorecardText({ interviewNotes: 'x' }, 'u-2', labels)).toBeUndefined();
  });
});
