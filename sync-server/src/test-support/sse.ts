/** Reads a Server-Sent Events response as a browser's EventSource would, keeping every event for assertions. */

/** One event of the stream. */
export interface SseEvent {
  event: string;
  data: string;
  /** The `id:` field; absent when the event has none. */
  id?: string;
}

/** The events read so far, a way to wait for one, and closing (the client going away). */
export interface SseReader {
  events: SseEvent[];
  waitFor(match: (e: SseEvent, index: number) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): Promise<void>;
  /** Whether the server has ended the stream (its body is done). */
  isDone(): boolean;
}

function parseBlock(block: string): SseEvent {
  const field = (name: string) =>
    block
      .split('\n')
      .filter((line) => line.startsWith(`${name}: `))
      .map((line) => line.slice(name.length + 2))
      .join('\n');
  const id = field('id');
  return { event: field('event') || 'message', data: field('data'), ...(id ? { id } : {}) };
}

/** Start reading the body of an event-stream response. */
export function readSse(res: Response): SseReader {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: SseEvent[] = [];
  let buffer = '';
  let ended = false;
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (done) {
        ended = true;
        return;
      }
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        events.push(parseBlock(buffer.slice(0, end)));
        buffer = buffer.slice(end + 2);
      }
    }
  })();
  return {
    events,
    async waitFor(match, timeoutMs = 5000) {
      const started = Date.now();
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() - started > timeoutMs) throw new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => reader.cancel().catch(() => {}),
    isDone: () => ended,
  };
}

/** The collections a `change` event names (none for other events). */
export function changedCollections(e: SseEvent): string[] {
  return e.event === 'change' ? (JSON.parse(e.data) as string[]) : [];
}
