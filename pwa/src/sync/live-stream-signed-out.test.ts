/**
 * The live stream passes on the server's word that the session ended (`signed-out` with its reason), and an
 * error answer to the stream itself (a 401 among others), so the device signs out without waiting for a call.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveStream } from './live-stream.ts';

const opened: FakeEventSource[] = [];

class FakeEventSource {
  onerror: (() => void) | null = null;
  readyState = 1;
  private listeners = new Map<string, ((event: { data: string }) => void)[]>();
  constructor(readonly url: string) {
    opened.push(this);
  }
  addEventListener(type: string, listener: (event: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {}
  emit(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data });
  }
  /** A network error (it tries again: CONNECTING) or an error status (it gives up: CLOSED). */
  fail(state: 0 | 2) {
    this.readyState = state;
    this.onerror?.();
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

describe('the live stream on a session that ends', () => {
  it("passes on the reason of a 'signed-out' event, and ignores one it cannot read", () => {
    const reasons: string[] = [];
    const stream = createLiveStream(() => true, { onSignedOut: (reason) => reasons.push(reason) });
    stream.open();
    opened[0]!.emit('signed-out', '{"reason":"password_changed"}');
    opened[0]!.emit('signed-out', '{"reason":"made_up"}');
    opened[0]!.emit('signed-out', '{"reason":"account_deleted"}');
    expect(reasons).toEqual(['password_changed', 'account_deleted']);
    stream.close();
  });

  it('says when the server refused the stream (CLOSED), not when the network dropped it (CONNECTING)', () => {
    let refused = 0;
    const stream = createLiveStream(() => true, { onRefused: () => refused++ });
    stream.open();
    opened[0]!.fail(0);
    expect(refused).toBe(0);
    opened[0]!.fail(2);
    expect(refused).toBe(1);
    stream.close();
  });
});
