/**
 * The recruiter's board: the seven stages as columns (decisions.md), and when an application entered the stage
 * it is in, for the age shown on its card. The PWA groups with these; nothing here reads the clock.
 */
import type { Application, ApplicationStatus } from '../schemas/application.ts';

/** The board's columns, in pipeline order: the seven stages ('withdrawn' is outside them). */
export const BOARD_STAGES = ['pending', 'viewed', 'considered', 'interview', 'on_hold', 'hired', 'rejected'] as const satisfies readonly ApplicationStatus[];
export type BoardStage = (typeof BOARD_STAGES)[number];

/** When the application entered its current status: the first step of the last run of that status. */
export function getStageEnteredAt(application: Pick<Application, 'status' | 'statusHistory' | 'appliedAt'>): string {
  const history = application.statusHistory;
  let at = application.appliedAt;
  for (let i = history.length - 1; i >= 0 && history[i]!.status === application.status; i--) at = history[i]!.at;
  return at;
}

/** Whole days between `from` and `now` (never negative). */
export function daysSince(from: string, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(from)) / 86_400_000));
}

/** The board's card orders: best match first (the default), longest in stage first, or by name. */
export const BOARD_SORTS = ['match', 'age', 'name'] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];

/** What the board shows of a job's cards: a name to find (every word, any case or accent), a lowest score, days in stage, a tag. */
export interface BoardFilter {
  name: string;
  /** 0 for any score; cards without a score pass only at 0. */
  minScore: number;
  /** 0 for any age: whole days in the current stage, at least. */
  minDays: number;
  /** '' for any tag: else only cards whose candidate carries the company's tag of this id (issue 48). */
  tagId: string;
}

export const NO_BOARD_FILTER: BoardFilter = { name: '', minScore: 0, minDays: 0, tagId: '' };

/** Lower case without accents or compatibility forms, so 'zoe' finds 'Zoë' and 'ﬁ' finds 'fi'. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

type BoardCard = Pick<Application, 'id' | 'candidateName' | 'matchScore' | 'status' | 'statusHistory' | 'appliedAt' | 'tags'>;

/**
 * The cards that pass `filter`, in `sort`'s order; ties (and equal names) fall back to who entered the stage
 * first, then id, so the order never depends on the order the device happened to store them in.
 */
export function boardCards<T extends BoardCard>(cards: readonly T[], filter: BoardFilter, sort: BoardSort, now: Date): T[] {
  const words = fold(filter.name).split(/\s+/).filter(Boolean);
  const entered = new Map(cards.map((card) => [card.id, Date.parse(getStageEnteredAt(card)) || 0]));
  const shown = cards.filter((card) => {
    if (words.length > 0) {
      const name = fold(card.candidateName);
      if (!words.every((word) => name.includes(word))) return false;
    }
    if (filter.minScore > 0 && (card.matchScore ?? -1) < filter.minScore) return false;
    if (filter.minDays > 0 && daysSince(getStageEnteredAt(card), now) < filter.minDays) return false;
    if (filter.tagId && !(card.tags ?? []).some((tag) => tag.id === filter.tagId)) return false;
    return true;
  });
  const byEntered = (a: T, b: T) => entered.get(a.id)! - entered.get(b.id)! || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const compare =
    sort === 'match'
      ? (a: T, b: T) => (b.matchScore ?? -1) - (a.matchScore ?? -1) || byEntered(a, b)
      : sort === 'name'
        ? (a: T, b: T) => fold(a.candidateName).localeCompare(fold(b.candidateName)) || byEntered(a, b)
        : byEntered;
  return shown.sort(compare);
}
