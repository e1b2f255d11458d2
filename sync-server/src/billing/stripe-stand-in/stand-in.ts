/** What routes and the billing engine share: the state, the clock, and the two side effects of a change. */
import type { Actor } from './actor.ts';
import { recordEvent } from './events.ts';
import type { EventObject, StoredObject } from './objects.ts';
import type { StandInState } from './store.ts';

export interface StandIn {
  state: StandInState;
  /** Base URL of the running server (for hosted invoice links). */
  url: () => string;
  /** The stand-in's time, epoch seconds. */
  now: () => number;
  /** Record an event and start delivering it. */
  emit: (type: string, object: StoredObject, actor: Actor, previousAttributes?: Record<string, unknown>) => EventObject;
  /** The state changed: persist it. */
  changed: () => void;
}

export function createStandIn(options: {
  state: StandInState;
  url: () => string;
  now: () => number;
  onEvent: () => void;
  changed: () => void;
}): StandIn {
  const { state, url, now, onEvent, changed } = options;
  return {
    state,
    url,
    now,
    changed,
    emit(type, object, actor, previousAttributes) {
      const event = recordEvent(state, type, object, actor, previousAttributes);
      onEvent();
      return event;
    },
  };
}
