/**
 * Event objects: each change is recorded as a Stripe `event` (a snapshot of the object, with the attributes it
 * had before for `*.updated`) and queued for delivery. Signing and sending are delivery.ts's.
 */
import type { Actor } from './actor.ts';
import type { EventObject, StoredObject } from './objects.ts';
import { newId, put, type StandInState } from './store.ts';

/** The API version the events say they were rendered with: the SDK's own, so its types match the payloads. */
export const API_VERSION = '2026-10-28.endive';

/** Keep the event log bounded in a long-running `npm start`; Stripe itself keeps 30 days. */
const MAX_EVENTS = 2000;

export function recordEvent(
  state: StandInState,
  type: string,
  object: StoredObject,
  actor: Actor,
  previousAttributes?: Record<string, unknown>,
): EventObject {
  const event: EventObject = {
    id: newId('evt'),
    object: 'event',
    api_version: API_VERSION,
    created: actor.at,
    data: {
      object: structuredClone(object) as Record<string, unknown>,
      ...(previousAttributes && Object.keys(previousAttributes).length > 0
        ? { previous_attributes: previousAttributes }
        : {}),
    },
    livemode: false,
    pending_webhooks: 1,
    request: { ...actor.request },
    type,
  };
  put(state, event);
  state.pendingDeliveries.push(event.id);
  pruneEvents(state);
  return event;
}

/** Top-level attributes of `before` that differ in `after`, as Stripe's `previous_attributes`. */
export function changedAttributes(before: object, after: object): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  for (const key of Object.keys(b)) {
    if (JSON.stringify(b[key]) !== JSON.stringify(a[key])) previous[key] = b[key] ?? null;
  }
  return previous;
}

function pruneEvents(state: StandInState): void {
  const ids = Object.keys(state.objects).filter((id) => state.objects[id].object === 'event');
  const excess = ids.length - MAX_EVENTS;
  for (let i = 0; i < excess; i += 1) {
    if (!state.pendingDeliveries.includes(ids[i])) delete state.objects[ids[i]];
  }
}
