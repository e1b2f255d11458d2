/**
 * The upload queue: files are kept on the device first, then sent one at a time, oldest first. A lost connection
 * or a server hiccup leaves the file queued and it is sent again later (on reconnect, or after a back-off); a
 * refusal (too large, wrong type) removes it and says why. Plain logic over injected parts, so it is tested
 * without a browser; sync/uploads.ts wires it to the device database, XMLHttpRequest and the tabs.
 */
import type { PendingUpload } from '../db/device-db.ts';
import type { PendingUploadStore } from '../db/pending-uploads.ts';
import { ApiError } from './api.ts';
import { UploadAbortedError, type UploadProgress, type UploadRequest } from './upload-request.ts';

export interface UploadQueueDeps {
  store: PendingUploadStore;
  send: (upload: PendingUpload, onProgress: (progress: UploadProgress) => void) => UploadRequest<unknown>;
  isOnline: () => boolean;
  /** Runs `task` while no other tab drains (sending a file twice would store it twice). */
  withLock: (task: () => Promise<void>) => Promise<void>;
  onProgress: (id: string, progress: UploadProgress | null) => void;
  onUploaded: (upload: PendingUpload, answer: unknown) => void;
  onRefused: (upload: PendingUpload, error: ApiError) => void;
  /** Waits between tries after a failure while the device still believes it is online. */
  retryDelaysMs?: readonly number[];
  setTimer?: (run: () => void, ms: number) => () => void;
}

export interface UploadQueue {
  /** Keep a file and start sending it (now, or when online). */
  enqueue: (upload: PendingUpload) => Promise<void>;
  /** Send whatever waits, if online. Calls made while draining make it look again before it stops. */
  drain: () => Promise<void>;
  /** Forget a waiting file and stop sending it if this tab is. */
  cancel: (id: string) => Promise<void>;
  /** Stop the file being sent here, if it is `id`, without forgetting it (another tab cancelled it). */
  abortLocal: (id: string) => void;
  /**
   * The connection went: stop the file being sent and keep it, to send again from the start once online. A
   * request cut off this way may otherwise hang rather than fail (a dead TCP connection, or Chromium's own
   * offline mode, which stalls an upload under way instead of failing it).
   */
  interrupt: () => void;
  /** Stop for good (sign-out): the file being sent stays queued. */
  stop: () => void;
}

const DEFAULT_RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/** Worth trying again as it is: no answer, a server error, or a request the server asked to slow down. */
function isTransient(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return error instanceof ApiError && (error.status >= 500 || error.status === 408 || error.status === 429);
}

const defaultSetTimer = (run: () => void, ms: number) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

export function createUploadQueue(deps: UploadQueueDeps): UploadQueue {
  const retryDelays = deps.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const setTimer = deps.setTimer ?? defaultSetTimer;
  let draining: Promise<void> | null = null;
  let lookAgain = false;
  let stopped = false;
  let failures = 0;
  let cancelRetry: (() => void) | null = null;
  let current: { id: string; request: UploadRequest<unknown> } | null = null;

  /** Sends one file; false when the queue should stop for now (offline, server trouble, session ended). */
  const sendOne = async (upload: PendingUpload): Promise<boolean> => {
    const request = deps.send(upload, (progress) => deps.onProgress(upload.id, progress));
    current = { id: upload.id, request };
    try {
      const answer = await request.done;
      await deps.store.remove(upload.id);
      failures = 0;
      deps.onUploaded(upload, answer);
      return true;
    } catch (error) {
      if (error instanceof UploadAbortedError) return !stopped;
      if (isTransient(error)) {
        failures++;
        return false;
      }
      if (error instanceof ApiError && error.status === 401) return false;
      await deps.store.remove(upload.id);
      deps.onRefused(upload, error instanceof ApiError ? error : new ApiError(0, 'error', String(error)));
      return true;
    } finally {
      current = null;
      deps.onProgress(upload.id, null);
    }
  };

  const drainOnce = async (): Promise<boolean> => {
    while (!stopped && deps.isOnline()) {
      const [next] = await deps.store.list();
      if (!next) return true;
      if (!(await sendOne(next))) return false;
    }
    return true;
  };

  const scheduleRetry = () => {
    cancelRetry?.();
    cancelRetry = null;
    if (stopped || failures === 0 || !deps.isOnline()) return;
    const delay = retryDelays[Math.min(failures, retryDelays.length) - 1];
    cancelRetry = setTimer(() => {
      cancelRetry = null;
      void drain();
    }, delay);
  };

  const drain = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (draining) {
      lookAgain = true;
      return draining;
    }
    draining = deps
      .withLock(async () => {
        let finished: boolean;
        do {
          lookAgain = false;
          finished = await drainOnce();
        } while (finished && lookAgain && !stopped);
      })
      .finally(() => {
        draining = null;
        scheduleRetry();
      });
    return draining;
  };

  return {
    async enqueue(upload) {
      await deps.store.add(upload);
      void drain();
    },
    drain,
    async cancel(id) {
      await deps.store.remove(id);
      if (current?.id === id) current.request.abort();
    },
    abortLocal(id) {
      if (current?.id === id) current.request.abort();
    },
    interrupt() {
      current?.request.abort();
    },
    stop() {
      stopped = true;
      cancelRetry?.();
      current?.request.abort();
    },
  };
}
