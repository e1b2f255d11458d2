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
