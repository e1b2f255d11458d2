/**
 * Per-user caps on the long-lived streams one instance serves: without them one account could open streams by
 * the thousand (each holds a socket, a bus subscription and timers). Past the cap the OLDEST of that user's
 * streams is closed, not the new one: the newest is the tab the person is looking at, and a device whose stream
 * died unnoticed (a sleeping laptop's) must not lock its owner out until the socket times out.
 */
import { TOO_MANY_STREAMS, type StreamClosedEvent } from '@shared/schemas/stream-closed.ts';

/**
 * The PWA opens one live stream per device (from its leader tab) and one signal stream per open interview
 * room; these are several times what a person with a phone, a tablet and a few browsers ever has open.
 */
export const LIVE_STREAMS_PER_USER = 16;
export const SIGNAL_STREAMS_PER_USER = 8;

/** The `event: closed` data a stream closed by its cap gets before it ends. */
export const TOO_MANY_STREAMS_EVENT: StreamClosedEvent = { reason: TOO_MANY_STREAMS };

export interface StreamLimit {
  /** Count a new stream of `userId`; `evict` is called if it later becomes the oldest past the cap. Returns its release. */
  admit(userId: string, evict: () => void): () => void;
  open(userId: string): number;
}

export function createStreamLimit(cap: number): StreamLimit {
  // A Set iterates in insertion order: its first entry is the user's oldest stream.
  const byUser = new Map<string, Set<{ evict: () => void }>>();
  return {
    admit(userId, evict) {
      let mine = byUser.get(userId);
      if (!mine) byUser.set(userId, (mine = new Set()));
      const entry = { evict };
      mine.add(entry);
      while (mine.size > cap) {
        const oldest = mine.values().next().value!;
        mine.delete(oldest);
        oldest.evict();
      }
      const set = mine;
      return () => {
        set.delete(entry);
        if (!set.size && byUser.get(userId) === set) byUser.delete(userId);
      };
    },
    open: (userId) => byUser.get(userId)?.size ?? 0,
  };
}

export const liveStreamLimit = createStreamLimit(LIVE_STREAMS_PER_USER);
export const signalStreamLimit = createStreamLimit(SIGNAL_STREAMS_PER_USER);
