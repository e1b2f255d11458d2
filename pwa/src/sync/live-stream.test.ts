/**
 * The live stream's events as the replications see them: a change resyncs the collections it names; a
 * (re)connection's `resync` resyncs every collection that had sent a pull before it, and none that had not
 * (their first pull, sent after it, misses nothing the stream does not then say); and when a first pull may go.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECTION_NAMES, type CollectionName } from '@shared/schemas/collections.ts';
import { ID_REVIEWS_EVENT } from '@shared/schemas/id-review.ts';
import { createLiveStream } from './live-stream.ts';

/** The EventSources the stream opened, each able to deliver a server event. */
const opened: FakeEventSource[] = [];

class FakeEventSource {
  onerror: (() => void) | null = null;
  fail() {
    this.onerror?.();
  }
  closed = false;
  private listeners = new Map<string, ((event: { data: string }) => void)[]>();
  constructor(readonly url: string) {
    opened.push(this);
  }
  addEventListener(type: string, listener: (event: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data = '[]') {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
}

beforeEach(() => {
  opened.length = 0;
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Which collections got a RESYNC, in order, while `act` ran. */
function resyncsDuring(stream: ReturnType<typeof createLiveStream>, act: () => void): CollectionName[] {
  const got: CollectionName[] = [];
  const subs = COLLECTION_NAMES.map((name) => stream.resync$(name).subscribe(() => got.push(name)));
  act();
  subs.forEach((s) => s.unsubscribe());
  return got;
}

describe('the live stream', () => {
  it('resyncs on connecting only the collections that had asked the server before it, and every one on a change', () => {
    const asked = new Set<CollectionName>(['jobs']);
    const stream = createLiveStream((name) => asked.has(name));
    stream.open();
    expect(opened).toHaveLength(1);
    // Only jobs had sent a pull (a first sync's page asked for early): the others' first pulls come after this.
    expect(resyncsDuring(stream, () => opened[0]!.emit('resync'))).toEqual(['jobs']);
    asked.add('messages').add('notifications');
    expect(resyncsDuring(stream, () => opened[0]!.emit('change', JSON.stringify(['messages', 'savedJobs'])))).toEqual(['messages', 'savedJobs']);
    // The connection goes silent and is opened again: what was said meanwhile reaches everything that pulled.
    vi.advanceTimersByTime(45_000);
    expect(opened[0]!.closed).toBe(true);
    expect(opened).toHaveLength(2);
    expect(resyncsDuring(stream, () => opened[1]!.emit('resync'))).toEqual(COLLECTION_NAMES.filter((name) => asked.has(name)));
    stream.close();
  });

  it("an agent's 'id-reviews' event says the review queue moved and resyncs no collection", () => {
    const moved = vi.fn();
    const stream = createLiveStream(() => true, { onIdReviewsMoved: moved });
    stream.open();
    expect(resyncsDuring(stream, () => opened[0]!.emit(ID_REVIEWS_EVENT))).toEqual([]);
    expect(moved).toHaveBeenCalledTimes(1);
    opened[0]!.emit('change', JSON.stringify(['messages']));
    expect(moved).toHaveBeenCalledTimes(1);
  });

  it('resyncs every collection on connecting when it is not told which have asked', () => {
    const stream = createLiveStream();
    stream.open();
    expect(resyncsDuring(stream, () => opened[0]!.emit('resync'))).toEqual([...COLLECTION_NAMES]);
    stream.close();
    expect(opened[0]!.closed).toBe(true);
  });

  it('says when the server watches: at its first resync, at once after it, on a failed connection, or at the cap', async () => {
    const settled = (promise: Promise<void>) => Promise.race([promise.then(() => true), Promise.resolve().then(() => false)]);
    const stream = createLiveStream(() => false);
    const early = stream.watching(1000);
    stream.open();
    expect(await settled(early)).toBe(false);
    opened[0]!.emit('resync');
    expect(await settled(early)).toBe(true);
    expect(await settled(stream.watching(1000))).toBe(true);
    stream.close();

    const offline = createLiveStream();
    offline.open();
    const failed = offline.watching(1000);
    opened[1]!.fail();
    expect(await settled(failed)).toBe(true);
    offline.close();

    const slow = createLiveStream();
    slow.open();
    const capped = slow.watching(1000);
    vi.advanceTimersByTime(999);
    expect(await settled(capped)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(capped)).toBe(true);
    slow.close();
  });

  it('closed for too many streams, it waits for the device to come back or ten minutes, not reconnecting at once', () => {
    const page = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('document', page);
    const stream = createLiveStream();
    stream.open();
    const tooMany = JSON.stringify({ reason: 'too_many_streams' });
    opened[0]!.emit('resync');
    opened[0]!.emit('closed', tooMany);
    expect(opened[0]!.closed).toBe(true);
    // Neither the silence watchdog nor a failure reopens it: that would close another stream of the user's.
    opened[0]!.fail();
    vi.advanceTimersByTime(5 * 60_000);
    expect(opened).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    expect(opened).toHaveLength(2);

    opened[1]!.emit('closed', tooMany);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(opened).toHaveLength(2);
    page.visibilityState = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(opened).toHaveLength(3);

    opened[2]!.emit('closed', tooMany);
    vi.advanceTimersByTime(10 * 60_000 - 1);
    expect(opened).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(opened).toHaveLength(4);
    // Waking once does not open twice.
    window.dispatchEvent(new Event('online'));
    expect(opened).toHaveLength(4);
    stream.close();
  });
});
