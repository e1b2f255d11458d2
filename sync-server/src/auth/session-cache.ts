/**
 * Live sessions kept in memory for a few seconds, so the session lookup that every /api request repeats is
 * not a database round trip each time. Safe because whatever ends a session or changes who its viewer is
 * (logout, sign-in rotation, password change, account deletion, the support-agent flag) announces it: at once
 * to every cache in this process, and by NOTIFY on SESSIONS_CHANNEL to every other instance (delivered at
 * commit, so a rolled-back deletion announces nothing). The TTL bounds the damage of an announcement lost
 * while an instance's LISTEN connection was down; the live stream re-reads its session from the database.
 */
import { signOutReasonSchema, type SignOutReason } from '@shared/schemas/signed-out.ts';
import { notify, type Queryable } from '../db/client.ts';
import type { Viewer } from './viewer.ts';

export const SESSIONS_CHANNEL = 'sessions_ended';
/** How long a session read from the database is trusted without asking again. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Sessions kept at most; the oldest entry makes room (a few hundred bytes each). */
export const SESSION_CACHE_MAX = 10_000;

/**
 * What ended: one session (by the hash of its token), or every session of a user. `reason`, when the device must
 * sign out (a rotation at sign-in or a changed viewer has none: the stream just reconnects); `except`, the token
 * hash of a session the ending does not sign out (the device that changed the password, which goes on afresh).
 */
export type EndedSessions = ({ tokenHash: string } | { userId: string }) & { reason?: SignOutReason; except?: string };

/** A session as the database has it. */
export interface LiveSession {
  viewer: Viewer;
  /**
   * On the app's clock, when the entry must be read from the database again: the session's end, or sooner when
   * its last use is due to be recorded (sessions.ts), so an idle timeout is never stretched by the cache.
   */
  validUntil: Date;
}

export interface SessionCache {
  /** The viewer of a token hash: from memory when fresh, else from `load`, kept if nothing ended meanwhile. */
  read(tokenHash: string, now: Date, load: () => Promise<LiveSession | null>): Promise<Viewer | null>;
  forget(ended: EndedSessions): void;
  readonly size: number;
}

interface Entry extends LiveSession {
  storedAt: number;
}

export function createSessionCache({ ttlMs = SESSION_CACHE_TTL_MS, maxEntries = SESSION_CACHE_MAX } = {}): SessionCache {
  const entries = new Map<string, Entry>();
  // Bumped by every ending: a lookup that began before one may have read the session alive, so it keeps nothing.
  let generation = 0;
  return {
    async read(tokenHash, now, load) {
      const hit = entries.get(tokenHash);
      if (hit) {
        // performance.now(): the app's clock (deps.now) is settable in tests and must not stretch the TTL.
        if (performance.now() - hit.storedAt < ttlMs && hit.validUntil > now) return hit.viewer;
        entries.delete(tokenHash);
      }
      const startedAt = generation;
      const live = await load();
      // Misses are never kept: a flood of made-up tokens must not push out the real sessions.
      if (live && startedAt === generation) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(tokenHash, { ...live, storedAt: performance.now() });
      }
      return live?.viewer ?? null;
    },
    forget(ended) {
      generation++;
      if ('tokenHash' in ended) {
        entries.delete(ended.tokenHash);
        return;
      }
      for (const [hash, entry] of entries) if (entry.viewer.userId === ended.userId) entries.delete(hash);
    },
    get size() {
      return entries.size;
    },
  };
}

/** This process's listeners (each instance's change bus), told synchronously before the NOTIFY goes out. */
export const localSessionEndings = new Set<(ended: EndedSessions) => void>();

/**
 * Announce that sessions ended or their viewer changed. Call it with the connection or transaction that made
 * the change, after the change: other instances hear it at commit; this process at once.
 */
export async function announceSessionsEnded(q: Queryable, ended: EndedSessions): Promise<void> {
  for (const listener of localSessionEndings) listener(ended);
  await notify(q, SESSIONS_CHANNEL, JSON.stringify(ended));
}

/** The announcement of a NOTIFY payload, or null for anything else. */
export function parseEndedSessions(payload: string): EndedSessions | null {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    const reason = signOutReasonSchema.safeParse(value.reason);
    const extra = {
      ...(reason.success ? { reason: reason.data } : {}),
      ...(typeof value.except === 'string' ? { except: value.except } : {}),
    };
    if (typeof value.tokenHash === 'string') return { tokenHash: value.tokenHash, ...extra };
    if (typeof value.userId === 'string') return { userId: value.userId, ...extra };
  } catch {
    // Not ours: ignored.
  }
  return null;
}
