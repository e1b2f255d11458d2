/**
 * When a form's draft is written: debounced (one write per pause in typing, not one per keystroke), in order
 * (a clear after a save that is still running wins), and removed instead of saved when the form is back to
 * where it started. Plain TypeScript over a store, so it is tested without a browser.
 */

/** Where drafts go (the device database in the app, a map in tests). */
export interface DraftStore<V> {
  save(values: V): Promise<void>;
  remove(): Promise<void>;
}

export interface DraftWriter<V> {
  /** The form now holds `values`; written once typing pauses for the delay. */
  schedule(values: V): void;
  /** Write what is scheduled now (the form is going away). */
  flush(): Promise<void>;
  /** Drop what is scheduled and remove the stored draft (sent or discarded). */
  clear(): Promise<void>;
}

export function createDraftWriter<V>(
  store: DraftStore<V>,
  { delayMs, isBlank, onSaved }: { delayMs: number; isBlank: (values: V) => boolean; onSaved?: () => void },
): DraftWriter<V> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: { values: V } | undefined;
  let queue: Promise<void> = Promise.resolve();

  // A device write that fails (storage full, a closed database at sign-out) costs this draft only; the form
  // itself keeps working.
  const run = (op: () => Promise<void>) => (queue = queue.then(op).catch(() => undefined));

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const next = pending;
    pending = undefined;
    if (!next) return queue;
    return run(async () => {
      if (isBlank(next.values)) {
        await store.remove();
        return;
      }
      await store.save(next.values);
      onSaved?.();
    });
  };

  return {
    schedule(values) {
      pending = { values };
      clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    clear() {
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
      return run(() => store.remove());
    },
  };
}

/**
 * Whether two form values are the same draft: deep equality where an absent field and an undefined one are
 * the same (react-hook-form reports an emptied optional number as undefined).
 */
export function isSameDraft(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => isSameDraft(item, b[i]));
  }
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => isSameDraft(a[key], b[key]));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
