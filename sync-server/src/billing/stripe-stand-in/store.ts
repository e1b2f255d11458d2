/**
 * The stand-in's whole state: Stripe objects by id (insertion order = creation order), idempotent replies, the
 * events not yet delivered, and a few notes Stripe keeps internally (which test card a payment method came from,
 * which reminders went out). Persisted by persistence.ts; it knows nothing of HTTP.
 */
import { randomBytes } from 'node:crypto';
import { KIND_NAMES, type StoredObject } from './objects.ts';
import { noSuch } from './errors.ts';
import type { TestCardId } from './test-cards.ts';

export interface IdempotentReply {
  /** Method, path and body of the first request: a key reused for another request is refused. */
  fingerprint: string;
  status: number;
  body: string;
  savedAt: number;
}

export interface SubscriptionNotes {
  trialWillEndSent?: boolean;
  /** Epoch seconds of the one payment retry of a past_due subscription. */
  retryAt?: number;
}

export interface StandInState {
  version: 1;
  objects: Record<string, StoredObject>;
  idempotency: Record<string, IdempotentReply>;
  pendingDeliveries: string[];
  cardOf: Record<string, TestCardId>;
  subscriptionNotes: Record<string, SubscriptionNotes>;
  invoiceCounters: Record<string, number>;
}

export function emptyState(): StandInState {
  return {
    version: 1,
    objects: {},
    idempotency: {},
    pendingDeliveries: [],
    cardOf: {},
    subscriptionNotes: {},
    invoiceCounters: {},
  };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random base62 text, the look of Stripe's ids. */
export function randomToken(length: number, alphabet = ALPHABET): string {
  const bytes = randomBytes(length);
  let out = '';
  for (let i = 0; i < length; i += 1) out += alphabet[bytes[i] % alphabet.length];
  return out;
}

export function newId(prefix: string): string {
  return `${prefix}_${randomToken(24)}`;
}

export function put<T extends StoredObject>(state: StandInState, object: T): T {
  state.objects[object.id] = object;
  return object;
}

export function find<K extends StoredObject['object']>(
  state: StandInState,
  kind: K,
  id: string,
): Extract<StoredObject, { object: K }> | undefined {
  const found = state.objects[id];
  return found && found.object === kind ? (found as Extract<StoredObject, { object: K }>) : undefined;
}

/** The object or Stripe's "No such ..." error (404 for a URL id, 400 naming `param` for a body id). */
export function get<K extends StoredObject['object']>(
  state: StandInState,
  kind: K,
  id: string,
  param?: string,
): Extract<StoredObject, { object: K }> {
  const found = find(state, kind, id);
  // A deleted customer can still be retrieved (routes/customers.ts) but is gone for everything else.
  if (!found || found.deleted === true) throw noSuch(KIND_NAMES[kind], id, param);
  return found;
}

/** Objects of one kind, newest first (Stripe's list order). */
export function all<K extends StoredObject['object']>(state: StandInState, kind: K): Extract<StoredObject, { object: K }>[] {
  const out: Extract<StoredObject, { object: K }>[] = [];
  for (const object of Object.values(state.objects)) {
    if (object.object === kind) out.push(object as Extract<StoredObject, { object: K }>);
  }
  return out.reverse();
}
