/**
 * A member's scorecard on the device (issue 49), plain TypeScript so it is tested without a browser: the draft
 * being filled in (kept on the device until it is submitted), the card it becomes inside the interview document
 * (pushed like every other write, so one filled in offline is sent when the device is back online), where the
 * member's own card stands (waiting, in, or refused), and which cards the screen may show: none of the others'
 * before the member's own is in, a card still waiting on this device included.
 */
import type { Interview } from '@shared/schemas/interview.ts';
import type { Scorecard, ScorecardForm } from '@shared/schemas/scorecard.ts';

/** What the dialog holds while the member fills it in: per attribute a rating and comment, the rest. */
export interface ScorecardDraft {
  ratings: Record<string, { rating?: number; comment?: string }>;
  recommendation?: number;
  notes: string;
}

export const BLANK_SCORECARD_DRAFT: ScorecardDraft = { ratings: {}, notes: '' };

/** The device draft's key: one per interview. */
export const scorecardDraftKey = (interviewId: string) => `scorecard:${interviewId}`;

/** Nothing rated, commented, recommended or noted: nothing worth keeping. */
export function isBlankScorecardDraft(draft: ScorecardDraft): boolean {
  const hasRating = Object.values(draft.ratings).some((r) => r.rating !== undefined || (r.comment ?? '').trim() !== '');
  return !hasRating && draft.recommendation === undefined && draft.notes.trim() === '';
}

const rating = (value: unknown): number | undefined => (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5 ? (value as number) : undefined);

/** A stored draft read back (it may be of an older app, or damaged): its usable parts, or null. */
export function parseScorecardDraft(stored: unknown): ScorecardDraft | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const raw = stored as Record<string, unknown>;
  const ratings: ScorecardDraft['ratings'] = {};
  if (typeof raw.ratings === 'object' && raw.ratings !== null) {
    for (const [attribute, value] of Object.entries(raw.ratings as Record<string, unknown>)) {
      if (typeof value !== 'object' || value === null) continue;
      const { rating: r, comment } = value as Record<string, unknown>;
      ratings[attribute] = { rating: rating(r), ...(typeof comment === 'string' ? { comment } : {}) };
    }
  }
  const draft: ScorecardDraft = { ratings, recommendation: rating(raw.recommendation), notes: typeof raw.notes === 'string' ? raw.notes : '' };
  return isBlankScorecardDraft(draft) ? null : draft;
}

/** The form the draft makes for the job's attributes (unrated ones as 0, which the schema refuses). */
export function formFromDraft(attributes: readonly string[], draft: ScorecardDraft): unknown {
  return {
    ratings: attributes.map((attribute) => ({
      attribute,
      rating: draft.ratings[attribute]?.rating ?? 0,
      comment: draft.ratings[attribute]?.comment?.trim() || undefined,
    })),
    recommendation: draft.recommendation ?? 0,
    notes: draft.notes.trim() || undefined,
  };
}

/** A card as a draft again (a refused card, to fix and send once more). */
export function draftFromCard(card: ScorecardForm): ScorecardDraft {
  return {
    ratings: Object.fromEntries(card.ratings.map((r) => [r.attribute, { rating: r.rating, ...(r.comment ? { comment: r.comment } : {}) }])),
    recommendation: card.recommendation,
    notes: card.notes ?? '',
  };
}

/**
 * The interview's cards with the member's own in (replacing an earlier one of theirs), the others' as stored.
 * Author and time are the device's until the server, which sets its own, has the card.
 */
export function withOwnScorecard(cards: readonly Scorecard[] | undefined, form: ScorecardForm, author: { userId: string; name: string }, now: Date): Scorecard[] {
  const own: Scorecard = { ...form, authorUserId: author.userId, authorName: author.name, submittedAt: now.toISOString() };
  return [...(cards ?? []).filter((c) => c.authorUserId !== author.userId), own];
}

/** A write the server refused (device-db's refused drafts), as far as a scorecard needs it. */
export interface RefusedWrite {
  key: string;
  docId: string;
  reason: string;
  document: Record<string, unknown>;
}

export type OwnScorecard =
  | { state: 'none' }
  /** On this device, not yet accepted by the server (offline, or on its way). */
  | { state: 'pending'; card: Scorecard }
  | { state: 'in'; card: Scorecard }
  /** The server refused it: the card as written, and why. */
  | { state: 'refused'; card: Scorecard; reason: string; key: string };

/**
 * Where the member's own card on this interview stands. `isPending`: the device has a write of the interview's
 * cards the server has not accepted yet. A refused card is no longer in the interview (the server's state
 * replaced it), so it is found among the refused writes.
 */
export function ownScorecardOf(interview: Pick<Interview, 'id' | 'scorecards'>, userId: string, isPending: boolean, refused: readonly RefusedWrite[]): OwnScorecard {
  const card = interview.scorecards?.find((c) => c.authorUserId === userId);
  if (card) return isPending ? { state: 'pending', card } : { state: 'in', card };
  for (const write of refused) {
    if (write.docId !== interview.id || !Array.isArray(write.document.scorecards)) continue;
    const sent = (write.document.scorecards as Scorecard[]).find((c) => c?.authorUserId === userId);
    if (sent) return { state: 'refused', card: sent, reason: write.reason, key: write.key };
  }
  return { state: 'none' };
}

/**
 * The cards of an interview the member may see here: the others' only once their own is in (the server sends
 * none before; this keeps it so for a card still waiting on the device); their own, waiting or not.
 */
export function shownScorecards(interview: Pick<Interview, 'scorecards'>, userId: string, isOwnPending: boolean): Scorecard[] {
  const cards = interview.scorecards ?? [];
  const own = cards.filter((c) => c.authorUserId === userId);
  if (own.length === 0) return [];
  return isOwnPending ? own : [...cards];
}

/**
 * The member's own card in a refused interview write as text ('Go: Yes (Idiomatic)', …), to read and copy
 * under 'Not sent'; undefined when the write held no card of theirs.
 */
export function ownScorecardText(document: Record<string, unknown>, userId: string, labels: readonly string[]): string | undefined {
  const cards = Array.isArray(document.scorecards) ? (document.scorecards as Scorecard[]) : [];
  const own = cards.find((c) => c?.authorUserId === userId);
  if (!own) return undefined;
  const label = (rating: number) => labels[rating - 1] ?? String(rating);
  const lines = own.ratings.map((r) => `${r.attribute}: ${label(r.rating)}${r.comment ? ` (${r.comment})` : ''}`);
  lines.push(`Overall recommendation: ${label(own.recommendation)}`);
  if (own.notes) lines.push(`Notes: ${own.notes}`);
  return lines.join('\n');
}
