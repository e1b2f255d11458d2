/**
 * The stream of one participant's signals (Server-Sent Events): every signal for the caller in id order, from
 * after Last-Event-ID on a reconnection, then each new one as any instance announces it. It says `closed` with
 * the reason and ends when the window ends or the interview is cancelled or completed, and ends without a word
 * when its session does (logout, password change, account deletion: a stolen cookie's stream must not go on
 * receiving the other person's addresses).
 */
import type { Context } from 'hono';
import type { EndedSessions } from '../auth/session-cache.ts';
import { INTERVIEW_ROOM_MESSAGES } from '@shared/messages.ts';
import { interviewWindow, roomClosedReason } from '@shared/rules/interview-schedule.ts';
import type { RoomClosedEvent, SignalEvent } from '@shared/schemas/interview-room.ts';
import type { Interview } from '@shared/schemas/interview.ts';
import type { AppDeps } from '../context.ts';
import { readRow } from '../store/rows.ts';
import { HEARTBEAT_MS, serveSse } from '../live/sse.ts';
import type { Viewer } from '../auth/viewer.ts';
import { signalStreamLimit, TOO_MANY_STREAMS_EVENT } from '../live/stream-limit.ts';
import type { InterviewAccess } from './room-access.ts';
import { signalsAfter } from './signals.ts';

/** The id to resume after: the Last-Event-ID header (EventSource's reconnection) or `?lastEventId=` (a new EventSource). */
export function resumeAfter(c: Context): number {
  const raw = c.req.header('last-event-id') ?? c.req.query('lastEventId') ?? '0';
  const id = /^\d{1,15}$/.test(raw.trim()) ? Number(raw.trim()) : 0;
  return Number.isSafeInteger(id) ? id : 0;
}

/** The request's session: its token hash (as endings name it) and whether the database still has it. */
export interface StreamSession {
  tokenHash: string;
  isLive(): Promise<boolean>;
}

/**
 * Serve the caller's signals until the room closes, the session ends, the client leaves or the server stops.
 * Past the user's cap their oldest signal stream ends, saying why, after what it was writing (live/stream-limit.ts).
 */
export function streamSignals(c: Context, deps: AppDeps, access: InterviewAccess, lastId: number, session: StreamSession, heartbeatMs = HEARTBEAT_MS) {
  const interviewId = access.interview.id;
  const userId = access.self.userId;
  return serveSse(c, { userId, limit: signalStreamLimit, heartbeatMs }, ({ stream, close, isClosed, ping }) => {
    // One read at a time, so events leave in id order and none twice.
    let chain: Promise<void> = Promise.resolve();
    const enqueue = (work: () => Promise<void>) => {
      chain = chain.then(() => (isClosed() ? undefined : work())).catch(close);
    };
    const pump = async () => {
      for (;;) {
        const batch = await signalsAfter(deps.database.db, interviewId, userId, lastId);
        for (const signal of batch) {
          if (isClosed()) return;
          const event: SignalEvent = { kind: signal.payload.kind, data: signal.payload.data, from: signal.fromUserId };
          await stream.writeSSE({ id: String(signal.id), event: 'signal', data: JSON.stringify(event) });
          lastId = signal.id;
        }
        if (batch.length < 500) return;
      }
    };
    const check = async () => {
      const row = await readRow(deps.database.db, 'interviews', interviewId);
      const interview = row?.doc as Interview | undefined;
      const reason = !row || row.deleted || !interview ? 'cancelled' : roomClosedReason(interview, deps.now());
      if (!reason) return;
      const event: RoomClosedEvent = { reason, message: INTERVIEW_ROOM_MESSAGES[reason] };
      await stream.writeSSE({ event: 'closed', data: JSON.stringify(event) });
      close();
    };
    const checkSession = async () => {
      if (!(await session.isLive())) close();
    };
    const unsubscribeSessions = deps.bus.onSessionsEnded((ended: EndedSessions) => {
      if ('userId' in ended ? ended.userId === userId : ended.tokenHash === session.tokenHash) enqueue(checkSession);
    });
    const unsubscribeSignals = deps.bus.onSignal((signal) => {
      if (signal.i === interviewId && signal.t === userId && signal.id > lastId) enqueue(pump);
    });
    // A cancelled or completed interview is a change of the interview row, which both participants read.
    // As the company for its admins and recruiters, whose interviews name the company (auth/company-viewer.ts).
    const company = (c.var as { viewer?: Viewer }).viewer?.company;
    const unsubscribeChanges = deps.bus.subscribe({ userId, userType: access.role, ...(company ? { company } : {}) }, (collection) => {
      if (collection === 'interviews') enqueue(check);
    });
    // The planned end, on the server's clock (the heartbeat's check covers a clock that jumps).
    const untilEnd = interviewWindow(access.interview).closesAt - deps.now().getTime() + 1;
    const endTimer = setTimeout(() => enqueue(check), Math.min(Math.max(untilEnd, 0), 2 ** 31 - 1));
    return {
      heartbeat: () =>
        enqueue(async () => {
          // Also catches an ending whose announcement this instance missed.
          await checkSession();
          if (isClosed()) return;
          await ping();
          await check();
        }),
      evicted: () =>
        enqueue(async () => {
          const event: RoomClosedEvent = { ...TOO_MANY_STREAMS_EVENT, message: INTERVIEW_ROOM_MESSAGES.tooManyStreams };
          await stream.writeSSE({ event: 'closed', data: JSON.stringify(event) });
          close();
        }),
      start: () => enqueue(pump),
      stop() {
        unsubscribeSessions();
        unsubscribeSignals();
        unsubscribeChanges();
        clearTimeout(endTimer);
      },
    };
  });
}
