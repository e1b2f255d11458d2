/**
 * The sessions behind this instance's open live streams, watched together. A stream must end when its session
 * does (logout, password change, account deletion, expiry): announcements (session-cache.ts) end the streams
 * they name at once, and one query per interval asks the database which of all watched sessions still live,
 * the backstop for an announcement lost while a LISTEN connection was down, and for expiry.
 *
 * Why together: each stream re-reading its own session at every heartbeat is one query per stream per 15 s,
 * 667 queries a second at 10,000 streams (issue 18's streams benchmark: most of an idle instance's CPU).
 */
import { sql } from 'drizzle-orm';
import type { SignOutReason } from '@shared/schemas/signed-out.ts';
import { queryRows, type Queryable } from '../db/client.ts';
import { toTextArray } from '../store/rows.ts';
import type { EndedSessions } from './session-cache.ts';
import { SESSION_IDLE_MS, type IdleMs } from './sessions.ts';

/** Token hashes asked about in one query at most. */
const CHECK_BATCH = 2000;

/** Told when a watched session ends: why, when the device must sign out (none: it may reconnect). */
export type OnSessionEnd = (reason?: SignOutReason) => void;

interface Watched {
  userId: string;
  onEnd: OnSessionEnd;
}

export interface SessionWatch {
  /** Calls `onEnd` once when the session of `tokenHash` (a session of `userId`) ends; the result stops watching. */
  watch(tokenHash: string, userId: string, onEnd: OnSessionEnd): () => void;
  /** Asks the database about every watched session now and ends those gone (the interval calls it). */
  checkAll(): Promise<void>;
  readonly size: number;
}

/**
 * `onSessionsEnded`: the change bus's announcements of endings on every instance. `now`: the app's clock, for
 * expiry. The interval runs only while something is watched, and never keeps the process alive.
 */
export function createSessionWatch(
  db: Queryable,
  onSessionsEnded: (listener: (ended: EndedSessions) => void) => unknown,
  now: () => Date,
  intervalMs: number,
  idleMs: IdleMs = SESSION_IDLE_MS,
): SessionWatch {
  // Several streams (tabs) may share one session: each has its own entry.
  const watched = new Map<string, Set<Watched>>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let size = 0;

  const end = (tokenHash: string, reason?: SignOutReason) => {
    const entries = watched.get(tokenHash);
    if (!entries) return;
    watched.delete(tokenHash);
    size -= entries.size;
    if (size === 0) stopTimer();
    for (const entry of entries) entry.onEnd(reason);
  };

  const stopTimer = () => {
    if (timer) clearInterval(timer);
    timer = undefined;
  };

  onSessionsEnded((ended) => {
    if ('tokenHash' in ended) return end(ended.tokenHash, ended.reason);
    // Deleting from a Map while iterating it is safe: entries not reached yet are simply not visited.
    for (const [hash, entries] of watched) {
      if ([...entries].some((e) => e.userId === ended.userId)) end(hash, hash === ended.except ? undefined : ended.reason);
    }
  });

  const checkAll = async () => {
    const hashes = [...watched.keys()];
    for (let i = 0; i < hashes.length; i += CHECK_BATCH) {
      const batch = hashes.slice(i, i + CHECK_BATCH);
      // The sessions still in the table, with why each one that is no longer live ended (a row gone: signed out).
      const found = await queryRows<{ hash: string; reason: SignOutReason | null }>(
        db,
        sql`select s.token_hash as hash,
              case when u.deleted_at is not null then 'account_deleted'
                   when s.expires_at <= ${now().toISOString()}::timestamptz then 'expired'
                   when not (${idleMs === null}::boolean or s.last_used_at > ${new Date(now().getTime() - (idleMs ?? SESSION_IDLE_MS)).toISOString()}::timestamptz) then 'expired' end as reason
            from sessions s join users u on u.id = s.user_id
            where s.token_hash = any(${toTextArray(batch)}::text[])`,
      );
      const reasons = new Map(found.map((r) => [r.hash, r.reason]));
      for (const hash of batch) {
        const reason = reasons.has(hash) ? reasons.get(hash) : 'signed_out';
        if (reason) end(hash, reason);
      }
    }
  };

  return {
    watch(tokenHash, userId, onEnd) {
      const entry: Watched = { userId, onEnd };
      let entries = watched.get(tokenHash);
      if (!entries) watched.set(tokenHash, (entries = new Set()));
      entries.add(entry);
      size++;
      if (!timer) {
        // A failed check (the database restarting) is tried again at the next interval; streams stay open.
        timer = setInterval(() => void checkAll().catch(() => {}), intervalMs);
        timer.unref?.();
      }
      return () => {
        const current = watched.get(tokenHash);
        if (!current?.delete(entry)) return;
        size--;
        if (current.size === 0) watched.delete(tokenHash);
        if (size === 0) stopTimer();
      };
    },
    checkAll,
    get size() {
      return size;
    },
  };
}
