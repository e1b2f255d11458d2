/**
 * The wire between the two people of one interview, through the sync server: signals go out by POST, in
 * order and retried through a network blip; they come in on an EventSource, which resumes after the last
 * signal it saw (Last-Event-ID) when the connection drops. What a signal means is signal-routing.ts's.
 */
import { roomClosedEventSchema, signalEventSchema, type SignalBody } from '@shared/schemas/interview-room.ts';
import { ApiError } from '../../../sync/api.ts';
import { answer, api } from '../../../sync/api-client.ts';
import { parseCallSignal, type CallSignal } from './signal-routing.ts';

export interface SignalingHandlers {
  onSignal(signal: CallSignal): void;
  /** The stream is up (true) or down and being retried (false). */
  onConnection(isUp: boolean): void;
  /** The server ended the room for good (window over, cancelled): its message. */
  onClosed(message: string): void;
}

export interface SignalingChannel {
  send(signal: CallSignal): void;
  /** Sends `bye` (best effort, also while the page unloads) and stops. */
  close(options?: { sayBye?: CallSignal }): void;
}

const RETRY_MS = [500, 1000, 2000, 4000];

export function openSignalingChannel(interviewId: string, handlers: SignalingHandlers): SignalingChannel {
  const param = { id: encodeURIComponent(interviewId) };
  const url = api.interviews[':id'].signals.$path({ param });
  let isClosed = false;
  let source: EventSource | undefined;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let lastEventId: string | undefined;
  // One POST at a time, so the other side reads descriptions and candidates in the order they were made.
  let queue: Promise<void> = Promise.resolve();

  const closeForGood = (message: string) => {
    if (isClosed) return;
    isClosed = true;
    source?.close();
    handlers.onClosed(message);
  };

  const connect = () => {
    // A new EventSource cannot send Last-Event-ID itself; the query parameter carries it.
    source = new EventSource(lastEventId ? `${url}?lastEventId=${encodeURIComponent(lastEventId)}` : url, { withCredentials: true });
    source.onopen = () => handlers.onConnection(true);
    source.addEventListener('signal', (event) => {
      const message = event as MessageEvent<string>;
      if (message.lastEventId) lastEventId = message.lastEventId;
      try {
        const body = signalEventSchema.safeParse(JSON.parse(message.data));
        const signal = body.success ? parseCallSignal(body.data.kind, body.data.data) : null;
        if (signal) handlers.onSignal(signal);
      } catch {
        // A signal that is not JSON is not one of ours.
      }
    });
    source.addEventListener('closed', (event) => closeForGood(readClosedMessage((event as MessageEvent<string>).data)));
    source.onerror = () => {
      handlers.onConnection(false);
      // A dropped connection retries by itself; a refused one (an error answer) ends as CLOSED: ask why.
      if (source?.readyState === EventSource.CLOSED && !isClosed) void findWhyRefused();
    };
  };

  const findWhyRefused = async () => {
    try {
      await answer(api.interviews[':id'].room.$get({ param }));
      scheduleReopen(); // the room is fine: a passing failure (a restart, a proxy)
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) closeForGood(error.serverMessage);
      else scheduleReopen();
    }
  };

  const scheduleReopen = () => {
    if (isClosed) return;
    clearTimeout(reopenTimer);
    reopenTimer = setTimeout(() => !isClosed && connect(), 2000);
  };

  const post = async (signal: CallSignal) => {
    for (let attempt = 0; !isClosed; attempt++) {
      try {
        await answer(api.interviews[':id'].signals.$post({ param, json: signal satisfies SignalBody }));
        return;
      } catch (error) {
        if (error instanceof ApiError && error.status < 500 && error.status !== 429) {
          if (error.status === 404 || error.status === 409) closeForGood(error.serverMessage);
          return;
        }
        // Offline, throttled or the server restarting: wait and send again, keeping the order.
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]));
      }
    }
  };

  connect();
  return {
    send(signal) {
      queue = queue.then(() => post(signal));
    },
    close(options) {
      // keepalive lets the goodbye leave even when the page is closing.
      if (options?.sayBye) {
        const body = JSON.stringify(options.sayBye);
        void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'application/json' } }).catch(() => {});
      }
      isClosed = true;
      clearTimeout(reopenTimer);
      source?.close();
    },
  };
}

function readClosedMessage(data: string): string {
  try {
    const parsed = roomClosedEventSchema.safeParse(JSON.parse(data));
    if (parsed.success) return parsed.data.message;
  } catch {
    // not JSON: the generic line below
  }
  return 'The interview room has closed.';
}
