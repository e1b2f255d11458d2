import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INTERVIEW_ROOM_MESSAGES } from '@shared/messages.ts';
import { openSignalingChannel, type SignalingHandlers } from './signaling-channel.ts';
import type { CallSignal } from './signal-routing.ts';

/** Just enough of EventSource: the channel's listeners, and a way to play the server's side. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown, lastEventId = '') {
    const event = { data: JSON.stringify(data), lastEventId } as MessageEvent<string>;
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }
}

const hello = (session: string): CallSignal => ({ kind: 'hello', data: { session } });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function handlers() {
  return { onSignal: vi.fn(), onConnection: vi.fn(), onClosed: vi.fn() } satisfies SignalingHandlers;
}

describe('openSignalingChannel', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    fetchMock = vi.fn(async () => json(202, { id: '1' }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('hands on the signals of the stream and drops what is not one', () => {
    const h = handlers();
    openSignalingChannel('i1', h);
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe('/api/interviews/i1/signals');
    source.onopen?.();
    expect(h.onConnection).toHaveBeenCalledWith(true);
    source.emit('signal', { kind: 'hello', data: { session: 'b1' }, from: 'u2' }, '7');
    source.emit('signal', { kind: 'hello', data: null, from: 'u2' }, '8');
    source.emit('signal', { nonsense: true }, '9');
    expect(h.onSignal).toHaveBeenCalledTimes(1);
    expect(h.onSignal).toHaveBeenCalledWith(hello('b1'));
  });

  it('sends in order, retrying a signal through a network blip before the next one leaves', async () => {
    const sent: string[] = [];
    let failures = 2;
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as CallSignal;
      if (body.data.session === 'a' && failures-- > 0) throw new TypeError('Failed to fetch');
      sent.push(body.data.session);
      return json(202, { id: '1' });
    });
    const channel = openSignalingChannel('i1', handlers());
    channel.send(hello('a'));
    channel.send(hello('b'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toEqual(['a', 'b']);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('a closed room ends the channel with the server message', async () => {
    const h = handlers();
    const channel = openSignalingChannel('i1', h);
    FakeEventSource.instances[0]!.emit('closed', { reason: 'cancelled', message: 'This interview was cancelled.' });
    expect(h.onClosed).toHaveBeenCalledWith('This interview was cancelled.');
    channel.send(hello('a'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closed as the oldest of too many streams, it says why and never reconnects (that would close another tab)', async () => {
    const h = handlers();
    openSignalingChannel('i1', h);
    FakeEventSource.instances[0]!.emit('closed', { reason: 'too_many_streams', message: INTERVIEW_ROOM_MESSAGES.tooManyStreams });
    expect(h.onClosed).toHaveBeenCalledWith(INTERVIEW_ROOM_MESSAGES.tooManyStreams);
    FakeEventSource.instances[0]!.onerror?.();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a refused stream asks the room why: 409 closes with its message', async () => {
    fetchMock.mockImplementation(async () => json(409, { error: { code: 'outside_window', message: 'The interview room opens 15 minutes before the start and closes at the planned end.' } }));
    const h = handlers();
    openSignalingChannel('i1', h);
    const source = FakeEventSource.instances[0]!;
    source.readyState = FakeEventSource.CLOSED;
    source.onerror?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledWith('/api/interviews/i1/room', expect.anything());
    expect(h.onClosed).toHaveBeenCalledWith('The interview room opens 15 minutes before the start and closes at the planned end.');
  });

  it('a stream that failed while the room is open reopens after the last signal it saw', async () => {
    fetchMock.mockImplementation(async () => json(200, {}));
    const h = handlers();
    openSignalingChannel('i1', h);
    const first = FakeEventSource.instances[0]!;
    first.emit('signal', { kind: 'hello', data: { session: 'b1' }, from: 'u2' }, '41');
    first.readyState = FakeEventSource.CLOSED;
    first.onerror?.();
    expect(h.onConnection).toHaveBeenCalledWith(false);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[1]!.url).toBe('/api/interviews/i1/signals?lastEventId=41');
    expect(h.onClosed).not.toHaveBeenCalled();
  });

  it('closing says goodbye with a keepalive request and stops the stream', () => {
    const channel = openSignalingChannel('i1', handlers());
    channel.close({ sayBye: { kind: 'bye', data: { session: 'a' } } });
    expect(FakeEventSource.instances[0]!.readyState).toBe(FakeEventSource.CLOSED);
    expect(fetchMock).toHaveBeenCalledWith('/api/interviews/i1/signals', expect.objectContaining({ method: 'POST', keepalive: true }));
  });
});
