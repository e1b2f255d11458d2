/**
 * Fans committed changes out to this instance's live streams. Every instance LISTENs on one channel, so a write
 * through any instance reaches devices connected to any other (PGlite delivers NOTIFY in-process).
 *
 * A NOTIFY payload is capped at 8000 bytes, so an announcement names the row, never its audience (a candidate
 * read by a thousand employers would not fit): the collection, the row id, its owner and the widest scope it
 * ever had. Owners and public or employer-wide rows are matched from that alone. For streams it leaves
 * undecided, the instance reads the row's readers once per announcement (a primary-key lookup). The cheaper
 * alternative, hinting every stream that has the collection, is safe (documents only travel through the
 * checkpointed pull) but would make every device of a large marketplace pull on every private write; one
 * lookup per write per instance costs less than thousands of pulls. A failed lookup hints everyone waiting.
 *
 * An announcement arrives when its transaction commits, but a pull serves only rows below the horizon (the
 * oldest transaction still running anywhere on the server, pull.ts): a device that pulled at once while any
 * other transaction ran would get nothing, and would not ask again until the next change. So announcements
 * wait at a gate until every transaction that was running when they arrived has ended (at most
 * HORIZON_WAIT_MS, past which a long transaction only delays that change to the next pull).
 */
import { sql } from 'drizzle-orm';
import type { CollectionName } from '@shared/schemas/collections.ts';
import { localSessionEndings, parseEndedSessions, SESSIONS_CHANNEL, type EndedSessions } from '../auth/session-cache.ts';
import { queryRows, type Database } from '../db/client.ts';
import { actingViewer } from '../auth/company-viewer.ts';
import type { Viewer } from '../auth/viewer.ts';
import { announcementConcerns } from '../store/audience.ts';
import { CHANGES_CHANNEL, tableOf, type ChangeEvent } from '../store/rows.ts';

export type { ChangeEvent };

/** Who a stream belongs to. */
export interface Watcher {
  userId: string;
  userType: string;
  /** Support agents watch every support chat ('support' scope). */
  isSupportAgent?: boolean;
  /** A company member sees the company's rows as the company (auth/company-viewer.ts). */
  company?: Viewer['company'];
}

/** The id a watcher sees a collection's rows as: the company's for its admins and recruiters. */
function principalOf(user: Watcher, collection: CollectionName): string {
  if (user.userType !== 'employer') return user.userId;
  return actingViewer({ email: '', isSupportAgent: false, ...user, userType: 'employer' }, collection).userId;
}

/** Whether the announcement alone shows the change may concern the user (readers need the row). */
export function concernsAtOnce(event: ChangeEvent, user: Watcher): boolean {
  return announcementConcerns(event.c, event.o, event.s, { ...user, userId: principalOf(user, event.c) });
}

/** The channel of interview call signals (interviews/signals.ts): `{ i: interview id, t: recipient user id, id }`. */
export const SIGNALS_CHANNEL = 'interview_signals';

/** A stored signal's announcement: which interview, for whom, and its id. */
export interface SignalAnnouncement {
  i: string;
  t: string;
  id: number;
}

/** The in-process side of the channel. */
export interface ChangeBus {
  /** Call `onSignal` for every interview signal stored by any instance (the stream reads it from the table). */
  onSignal(onSignal: (signal: SignalAnnouncement) => void): () => void;
  /**
   * Call `onChange` with the collection of every committed change that may concern the user; for a support agent,
   * `onIdReview` whenever someone else's ID check changes (the review queue is served over REST, never replicated).
   */
  subscribe(user: Watcher, onChange: (collection: CollectionName) => void, onIdReview?: () => void): () => void;
  /** Call `onEnded` whenever sessions end anywhere (auth/session-cache.ts), this process's own at once. */
  onSessionsEnded(onEnded: (ended: EndedSessions) => void): () => void;
  /** Call `onDelivered` with each change's lag: from its announcement to its hand-over to this instance's streams. */
  onDelivered(onDelivered: (lagMs: number) => void): () => void;
  close(): Promise<void>;
}

interface Subscription {
  user: Watcher;
  onChange: (collection: CollectionName) => void;
  onIdReview?: () => void;
}

/**
 * Whether the change moves a support agent's ID review queue: someone else's ID check (verification id
 * `<user id>:id`, routes/verification/checks.ts) was submitted, replaced, decided or deleted. An agent's own check
 * is not on their list.
 */
export function movesIdReviews(event: ChangeEvent, user: Watcher): boolean {
  return !!user.isSupportAgent && event.c === 'verifications' && event.id === `${event.o}:id` && event.o !== user.userId;
}

async function readersOf(database: Database, event: ChangeEvent): Promise<Set<string> | null> {
  try {
    const table = sql.identifier(tableOf(event.c));
    const [row] = await queryRows<{ readers: string[] }>(database.db, sql`select reader_user_ids as readers from ${table} where id = ${event.id}`);
    // Readers only grow, so the row as it is now names everyone it named at that commit.
    return new Set(row?.readers ?? []);
  } catch {
    return null;
  }
}

/** How long announcements wait for the horizon before they go out anyway. */
export const HORIZON_WAIT_MS = 2000;

/**
 * Runs what is handed to it once every transaction running at that moment has ended: one check of the
 * current snapshot when the server is idle, polling otherwise; everything arriving meanwhile goes in the next
 * round together.
 */
export function createHorizonGate(database: Database): (then: () => void) => void {
  let waiting: (() => void)[] = [];
  let draining = false;
  const pass = async () => {
    const [now] = await queryRows<{ idle: boolean; xmax: string }>(
      database.db,
      sql`select pg_snapshot_xmin(s) = pg_snapshot_xmax(s) as idle, pg_snapshot_xmax(s)::text as xmax from pg_current_snapshot() as s`,
    );
    if (!now || now.idle) return;
    const deadline = performance.now() + HORIZON_WAIT_MS;
    for (let pause = 1; performance.now() < deadline; pause = Math.min(pause * 2, 50)) {
      await new Promise((resolve) => setTimeout(resolve, pause));
      const [later] = await queryRows<{ passed: boolean }>(database.db, sql`select pg_snapshot_xmin(pg_current_snapshot()) >= ${now.xmax}::xid8 as passed`);
      if (later?.passed) return;
    }
  };
  const drain = async () => {
    draining = true;
    while (waiting.length) {
      const round = waiting;
      waiting = [];
      // A failed check delays nothing: the change still goes out, as it did before the gate.
      await pass().catch(() => {});
      for (const then of round) then();
    }
    draining = false;
  };
  return (then) => {
    waiting.push(then);
    if (!draining) void drain();
  };
}

/** Start listening for changes on the database. */
export async function createChangeBus(database: Database): Promise<ChangeBus> {
  const subscriptions = new Set<Subscription>();
  const afterHorizon = createHorizonGate(database);
  const deliveredListeners = new Set<(lagMs: number) => void>();
  const deliver = async (event: ChangeEvent) => {
    if (event.t !== undefined) for (const listener of deliveredListeners) listener(Math.max(0, Date.now() - event.t));
    const waiting: Subscription[] = [];
    for (const sub of subscriptions) {
      if (sub.onIdReview && movesIdReviews(event, sub.user)) sub.onIdReview();
      if (concernsAtOnce(event, sub.user)) sub.onChange(event.c);
      else waiting.push(sub);
    }
    if (!waiting.length) return;
    const readers = await readersOf(database, event);
    for (const sub of waiting) if (subscriptions.has(sub) && (!readers || readers.has(principalOf(sub.user, event.c)))) sub.onChange(event.c);
  };
  const unlisten = await database.listen(CHANGES_CHANNEL, (payload) => {
    let event: ChangeEvent;
    try {
      event = JSON.parse(payload) as ChangeEvent;
    } catch {
      return;
    }
    afterHorizon(() => void deliver(event));
  });
  const sessionListeners = new Set<(ended: EndedSessions) => void>();
  const endSessions = (ended: EndedSessions) => {
    for (const listener of sessionListeners) listener(ended);
  };
  const unlistenSessions = await database.listen(SESSIONS_CHANNEL, (payload) => {
    const ended = parseEndedSessions(payload);
    if (ended) endSessions(ended);
  });
  localSessionEndings.add(endSessions);
  const signalListeners = new Set<(signal: SignalAnnouncement) => void>();
  const unlistenSignals = await database.listen(SIGNALS_CHANNEL, (payload) => {
    let signal: SignalAnnouncement;
    try {
      signal = JSON.parse(payload) as SignalAnnouncement;
    } catch {
      return;
    }
    for (const listener of signalListeners) listener(signal);
  });
  return {
    onSignal(onSignal) {
      signalListeners.add(onSignal);
      return () => signalListeners.delete(onSignal);
    },
    subscribe(user, onChange, onIdReview) {
      const sub = { user, onChange, onIdReview };
      subscriptions.add(sub);
      return () => subscriptions.delete(sub);
    },
    onSessionsEnded(onEnded) {
      sessionListeners.add(onEnded);
      return () => sessionListeners.delete(onEnded);
    },
    onDelivered(onDelivered) {
      deliveredListeners.add(onDelivered);
      return () => deliveredListeners.delete(onDelivered);
    },
    async close() {
      subscriptions.clear();
      sessionListeners.clear();
      deliveredListeners.clear();
      signalListeners.clear();
      localSessionEndings.delete(endSessions);
      await unlistenSignals();
      await unlisten();
      await unlistenSessions();
    },
  };
}
