/**
 * `toast()` can be called from anywhere (screens, sync code, the service worker prompt); sonner shows it through
 * the one <Toaster/>. Sonner is a chunk of its own, loaded with the first toast: most visits show none, and the
 * landing page must not wait for it. A toast asked for before the chunk arrives is shown once it has.
 */
import type { ToastText } from '@shared/messages.ts';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions extends ToastText {
  variant?: ToastVariant;
  /** A button in the toast, e.g. 'Undo' or 'Reload'. `altText` says how to do it without the toast. */
  action?: { label: string; altText: string; onClick: () => void };
  /** How long it stays; `Infinity` keeps it until dismissed. Defaults to TOAST_SETTINGS.durationMs. */
  durationMs?: number;
}

type SonnerToasts = typeof import('./sonner-toasts.tsx');

let loaded: SonnerToasts | null = null;
let isLoading = false;
const waiting: Array<(module: SonnerToasts) => void> = [];
const loadListeners = new Set<() => void>();
let nextId = 0;

/** Show a toast, e.g. `toast({ ...SUCCESS_TOASTS.welcomeBack, variant: 'success' })`. Replaces the shown one. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  nextId += 1;
  const id = `toast-${nextId}`;
  withSonner((module) => module.showToast(id, options));
  return { id, dismiss: () => dismissToast(id) };
}

/** Close a toast, or every toast without an id. */
export function dismissToast(id?: string): void {
  withSonner((module) => module.dismissShownToast(id));
}

/** The loaded sonner module, or null before the first toast. */
export function loadedSonner(): SonnerToasts | null {
  return loaded;
}

/** Calls `listener` once sonner has loaded; returns the unsubscribe. */
export function onSonnerLoaded(listener: () => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

function withSonner(run: (module: SonnerToasts) => void): void {
  if (loaded) return run(loaded);
  waiting.push(run);
  if (isLoading) return;
  isLoading = true;
  import('./sonner-toasts.tsx').then(
    (module) => {
      loaded = module;
      for (const queued of waiting.splice(0)) queued(module);
      for (const listener of loadListeners) listener();
    },
    () => {
      // A page the service worker does not control yet (the first visit, before it is installed) cannot load the
      // chunk offline: it tries again when the connection is back, so the queued toasts still show.
      isLoading = false;
      window.addEventListener('online', () => withSonner(() => {}), { once: true });
    },
  );
}
