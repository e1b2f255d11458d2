import { describe, expect, it } from 'vitest';
import type { PendingUpload } from '../db/device-db.ts';
import type { PendingUploadStore } from '../db/pending-uploads.ts';
import { ApiError } from './api.ts';
import { createUploadQueue, type UploadQueueDeps } from './upload-queue.ts';
import { UploadAbortedError, type UploadProgress } from './upload-request.ts';

function memoryStore(): PendingUploadStore & { items: PendingUpload[] } {
  const items: PendingUpload[] = [];
  return {
    items,
    list: async () => [...items].sort((a, b) => a.at - b.at),
    add: async (upload) => void items.push(upload),
    remove: async (id) => {
      const index = items.findIndex((item) => item.id === id);
      if (index >= 0) items.splice(index, 1);
    },
    has: async (id) => items.some((item) => item.id === id),
  };
}

function pending(id: string, at = 1): PendingUpload {
  return { id, category: 'resume', fileName: `${id}.pdf`, fileType: 'application/pdf', fileSize: 3, blob: new Blob(['pdf']), at };
}

/** A network the test answers request by request. */
function fakeNetwork() {
  const requests: {
    id: string;
    progress: (p: UploadProgress) => void;
    succeed: () => void;
    fail: (error: unknown) => void;
    aborted: boolean;
  }[] = [];
  const send: UploadQueueDeps['send'] = (upload, onProgress) => {
    let resolve!: (value: unknown) => void;
    let reject!: (error: unknown) => void;
    const done = new Promise<unknown>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const entry = {
      id: upload.id,
      progress: onProgress,
      succeed: () => resolve({ file: { id: `f-${upload.id}` } }),
      fail: reject,
      aborted: false,
    };
    requests.push(entry);
    return {
      done,
      abort: () => {
        entry.aborted = true;
        reject(new UploadAbortedError());
      },
    };
  };
  return { requests, send };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(online = true) {
  const store = memoryStore();
  const network = fakeNetwork();
  const state = { online };
  const log: string[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const queue = createUploadQueue({
    store,
    send: network.send,
    isOnline: () => state.online,
    withLock: (task) => task(),
    onProgress: (id, progress) => log.push(progress ? `progress ${id} ${progress.loaded}` : `idle ${id}`),
    onUploaded: (upload) => log.push(`uploaded ${upload.id}`),
    onRefused: (upload, error) => log.push(`refused ${upload.id}: ${error.serverMessage}`),
    retryDelaysMs: [100, 200],
    setTimer: (run, ms) => {
      // One-shot like setTimeout: gone from the list once it ran or was cleared.
      const remove = () => void (timers.includes(timer) && timers.splice(timers.indexOf(timer), 1));
      const timer = {
        ms,
        run: () => {
          remove();
          run();
        },
      };
      timers.push(timer);
      return remove;
    },
  });
  return { store, network, state, log, timers, queue };
}

describe('createUploadQueue', () => {
  it('keeps a file chosen offline and sends it once online', async () => {
    const { store, network, state, log, queue } = setup(false);
    await queue.enqueue(pending('a'));
    await settle();
    expect(network.requests).toHaveLength(0);
    expect(store.items.map((u) => u.id)).toEqual(['a']);

    state.online = true;
    const drained = queue.drain();
    await settle();
    network.requests[0].progress({ loaded: 2, total: 3 });
    network.requests[0].succeed();
    await drained;
    expect(store.items).toEqual([]);
    expect(log).toEqual(['progress a 2', 'uploaded a', 'idle a']);
  });

  it('sends oldest first, one at a time, including files added while sending', async () => {
    const { network, log, queue } = setup();
    await queue.enqueue(pending('old', 1));
    await settle();
    await queue.enqueue(pending('new', 2));
    await settle();
    expect(network.requests.map((r) => r.id)).toEqual(['old']);
    network.requests[0].succeed();
    await settle();
    await settle();
    expect(network.requests.map((r) => r.id)).toEqual(['old', 'new']);
    network.requests[1].succeed();
    await settle();
    await settle();
    expect(log.filter((line) => line.startsWith('uploaded'))).toEqual(['uploaded old', 'uploaded new']);
  });

  it('keeps an interrupted upload and sends it again, without being chosen again', async () => {
    const { store, network, state, queue } = setup();
    await queue.enqueue(pending('a'));
    await settle();
    state.online = false;
    network.requests[0].fail(new TypeError('Network request failed'));
    await settle();
    await settle();
    expect(store.items.map((u) => u.id)).toEqual(['a']);

    state.online = true;
    const drained = queue.drain();
    await settle();
    expect(network.requests.map((r) => r.id)).toEqual(['a', 'a']);
    network.requests[1].succeed();
    await drained;
    expect(store.items).toEqual([]);
  });

  it('a lost connection stops the upload under way, keeps the file and sends it again once online', async () => {
    const { store, network, state, log, queue } = setup();
    await queue.enqueue(pending('a'));
    await settle();
    network.requests[0].progress({ loaded: 1, total: 3 });
    state.online = false;
    queue.interrupt();
    await settle();
    await settle();
    expect(network.requests[0].aborted).toBe(true);
    expect(store.items.map((u) => u.id)).toEqual(['a']);
    expect(log).toEqual(['progress a 1', 'idle a']);

    state.online = true;
    const drained = queue.drain();
    await settle();
    network.requests[1].succeed();
    await drained;
    expect(store.items).toEqual([]);
    expect(log.at(-2)).toBe('uploaded a');
  });

  it('tries again after a back-off when the server fails while the device is online', async () => {
    const { store, network, timers, queue } = setup();
    await queue.enqueue(pending('a'));
    await settle();
    network.requests[0].fail(new ApiError(503, 'unavailable', 'Service Unavailable'));
    await settle();
    await settle();
    expect(store.items).toHaveLength(1);
    expect(timers.map((t) => t.ms)).toEqual([100]);
    timers[0].run();
    await settle();
    expect(network.requests).toHaveLength(2);
    network.requests[1].fail(new ApiError(502, 'bad_gateway', 'Bad Gateway'));
    await settle();
    await settle();
    expect(timers.map((t) => t.ms)).toEqual([200]);
  });

  it("drops a refused file and reports the server's reason", async () => {
    const { store, network, log, queue } = setup();
    await queue.enqueue(pending('big'));
    await settle();
    network.requests[0].fail(new ApiError(413, 'file_too_large', 'Please select a file smaller than 10MB.'));
    await settle();
    await settle();
    expect(store.items).toEqual([]);
    expect(log).toContain('refused big: Please select a file smaller than 10MB.');
  });

  it('keeps the file when the session ended, without retrying on a timer', async () => {
    const { store, network, timers, queue } = setup();
    await queue.enqueue(pending('a'));
    await settle();
    network.requests[0].fail(new ApiError(401, 'unauthorized', 'Please sign in'));
    await settle();
    await settle();
    expect(store.items).toHaveLength(1);
    expect(timers).toEqual([]);
  });

  it('cancel stops the upload under way and forgets the file', async () => {
    const { store, network, log, queue } = setup();
    await queue.enqueue(pending('a'));
    await settle();
    await queue.cancel('a');
    await settle();
    expect(network.requests[0].aborted).toBe(true);
    expect(store.items).toEqual([]);
    expect(log).not.toContain('uploaded a');
  });

  it('stop aborts the upload under way but keeps the file for next time', async () => {
    const { store, network, queue } = setup();
    await queue.enqueue(pending('a'));
    await settle();
    queue.stop();
    await settle();
    expect(network.requests[0].aborted).toBe(true);
    expect(store.items.map((u) => u.id)).toEqual(['a']);
    await queue.drain();
    expect(network.requests).toHaveLength(1);
  });
});
