/**
 * Tells a support agent's open ID review tabs that the queue moved. Only the leader tab holds the live stream
 * (sync/live-stream.ts), so it hands the hint to the other tabs over a BroadcastChannel; the hint names no one
 * and each tab reads the list again from the server.
 */
const CHANNEL = 'hiresync-id-reviews';
const listeners = new Set<() => void>();
let channel: BroadcastChannel | null | undefined;

function channelOf(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    channel?.addEventListener('message', () => notify());
  }
  return channel;
}

function notify() {
  for (const listener of listeners) listener();
}

/** The stream said the queue moved: tell this tab's listeners and every other tab's. */
export function announceIdReviewsMoved(): void {
  notify();
  channelOf()?.postMessage('moved');
}

/** Call `onMoved` whenever the queue moves; returns how to stop. */
export function onIdReviewsMoved(onMoved: () => void): () => void {
  channelOf();
  listeners.add(onMoved);
  return () => listeners.delete(onMoved);
}
