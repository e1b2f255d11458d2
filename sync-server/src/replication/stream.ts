/**
 * The live stream of one device: Server-Sent Events naming the collections that changed for this user. The
 * documents themselves always travel through the checkpointed pull, so the stream can never skip or reorder
 * a change: a lost event only delays a pull, and every (re)connection starts with `resync`.
 */
import type { Context } from 'hono';
import type { CollectionName } from '@shared/schemas/collections.ts';
import { ID_REVIEWS_EVENT } from '@shared/schemas/id-review.ts';
import { SIGNED_OUT_EVENT } from '@shared/schemas/signed-out.ts';
import type { OnSessionEnd } from '../auth/session-watch.ts';
import type { Viewer } from '../auth/sessions.ts';
import type { ChangeBus } from '../live/change-bus.ts';
import { serveSse } from '../live/sse.ts';
import { liveStreamLimit, TOO_MANY_STREAMS_EVENT } from '../live/stream-limit.ts';

/** Changes arriving within this window go out as one event. */
const COALESCE_MS = 25;

/**
 * Serve the stream for a viewer until the client leaves, the session ends, or the server shuts down.
 * `watchSession` calls back when the session ends (auth/session-watch.ts) and returns how to stop watching; with
 * a reason, the device is told it was signed out (`signed-out`) before the stream closes, so it need not wait
 * for a reconnection's 401 (which an EventSource cannot even read). Past the user's cap their oldest stream is
 * told why it ends (live/stream-limit.ts).
 */
export function streamChanges(c: Context, bus: ChangeBus, viewer: Viewer, watchSession: (onEnd: OnSessionEnd) => () => void) {
  return serveSse(c, { userId: viewer.userId, limit: liveStreamLimit }, ({ stream, close, isClosed, ping }) => {
    let pending = new Set<CollectionName>();
    let idReviews = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = async () => {
      timer = undefined;
      const collections = [...pending];
      pending = new Set();
      const reviews = idReviews;
      idReviews = false;
      if (collections.length && !isClosed()) await stream.writeSSE({ event: 'change', data: JSON.stringify(collections) });
      // Only that the queue moved, never whose check: the agent's screen reads the list again (routes/support.ts).
      if (reviews && !isClosed()) await stream.writeSSE({ event: ID_REVIEWS_EVENT, data: '[]' });
    };
    const unsubscribe = bus.subscribe(viewer, (collection) => {
      pending.add(collection);
      // An employer's own account carries its plan, which decides how candidate profiles are projected: the
      // device pulls them too, and a pull from a checkpoint of the other tier starts over (pull.ts).
      if (collection === 'accounts' && viewer.userType === 'employer') pending.add('candidates');
      timer ??= setTimeout(() => void flush().catch(close), COALESCE_MS);
    }, () => {
      idReviews = true;
      timer ??= setTimeout(() => void flush().catch(close), COALESCE_MS);
    });
    const unwatch = watchSession((reason) => {
      if (!reason || isClosed()) return close();
      void stream
        .writeSSE({ event: SIGNED_OUT_EVENT, data: JSON.stringify({ reason }) })
        .catch(() => undefined)
        .finally(close);
    });
    return {
      heartbeat: () => void ping().catch(close),
      evicted: () => void stream.writeSSE({ event: 'closed', data: JSON.stringify(TOO_MANY_STREAMS_EVENT) }).then(close, close),
      start: () => stream.writeSSE({ event: 'resync', data: '[]' }),
      stop() {
        unsubscribe();
        unwatch();
        if (timer) clearTimeout(timer);
      },
    };
  });
}
