/**
 * Ends the current task so the browser can paint and handle input, and goes on in a new one. Work over thousands
 * of documents is cut into such tasks: one task of more than 50 ms is a page that does not answer.
 * `scheduler.yield()` (Chromium) resumes ahead of other queued work; elsewhere a zero timeout does.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
