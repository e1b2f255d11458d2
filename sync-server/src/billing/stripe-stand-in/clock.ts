/**
 * Runs every lifecycle step that came due, earliest first and each at its own due time (so a test that jumps a
 * month ahead sees the same events, in the same order and with the same timestamps, as a month of waiting).
 */
import { clockActor } from './actor.ts';
import { nextDue } from './billing-cycle.ts';
import type { StandIn } from './stand-in.ts';
import { all } from './store.ts';

/** Bound on steps per run: a bug that keeps a step due must not hang the server. */
const MAX_STEPS = 10_000;

export function runDueSteps(standIn: StandIn, until: number): number {
  let steps = 0;
  while (steps < MAX_STEPS) {
    let earliest: { at: number; run: () => void } | null = null;
    for (const sub of all(standIn.state, 'subscription').reverse()) {
      const due = nextDue(standIn, sub);
      if (due && due.at <= until && (!earliest || due.at < earliest.at)) {
        earliest = { at: due.at, run: () => due.run(standIn, sub, clockActor(due.at)) };
      }
    }
    if (!earliest) break;
    earliest.run();
    steps += 1;
  }
  if (steps > 0) standIn.changed();
  return steps;
}
