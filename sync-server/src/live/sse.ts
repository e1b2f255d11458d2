/**
 * The set-up every long-lived Server-Sent Events stream shares (the live stream of a device, the signal stream
 * of an interview room): a close that ends it once, a heartbeat so proxies keep the connection, the per-user cap
 * (stream-limit.ts), the set of open streams shutdown closes, and every listener and timer dropped at the end,
 * whichever way it ends (client gone, session ended, evicted, server stopping).
 */
import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { StreamLimit } from './stream-limit.ts';

/** How often an idle stream says it is alive (proxies drop silent connections). */
export const HEARTBEAT_MS = 15_000;

/** Open streams, so shutdown can close them. */
export const openStreams = new Set<() => void>();

/** One stream being served, as its own set-up sees it. */
export interface SseStream {
  stream: SSEStreamingApi;
  /** End the stream (at most once takes effect). */
  close(): void;
  isClosed(): boolean;
  /** The heartbeat's event. */
  ping(): Promise<void>;
}

/** What a stream does on top of the shared set-up; `setup` runs first and subscribes whatever the stream follows. */
export interface SseParts {
  /** Every heartbeat. */
  heartbeat(): void;
  /** When this stream is the user's oldest past the cap: say why, then close. */
  evicted(): void;
  /** Once admitted: the first event(s), or the first read. */
  start(): Promise<void> | void;
  /** At the end: drop the subscriptions and timers of `setup`. */
  stop(): void;
}

export interface SseOptions {
  userId: string;
  limit: StreamLimit;
  heartbeatMs?: number;
}

/** Serve one stream until it closes, with the shared set-up around the stream's own parts. */
export function serveSse(c: Context, options: SseOptions, setup: (s: SseStream) => SseParts) {
  return streamSSE(c, async (stream) => {
    let closed = false;
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    const close = () => {
      if (closed) return;
      closed = true;
      finish();
    };
    const parts = setup({
      stream,
      close,
      isClosed: () => closed,
      ping: () => stream.writeSSE({ event: 'ping', data: String(Date.now()) }),
    });
    const heartbeat = setInterval(parts.heartbeat, options.heartbeatMs ?? HEARTBEAT_MS);
    stream.onAbort(close);
    openStreams.add(close);
    const release = options.limit.admit(options.userId, parts.evicted);
    try {
      await parts.start();
      await done;
    } finally {
      release();
      openStreams.delete(close);
      parts.stop();
      clearInterval(heartbeat);
    }
  });
}
