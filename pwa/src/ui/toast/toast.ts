/**
 * The toast queue: `toast()` can be called from anywhere (screens, sync code, the service worker prompt) and
 * the one <Toaster/> shows it. Spec section 9: one toast at a time, a dismissed one is removed from the queue
 * TOAST_SETTINGS.removeDelayMs later. Timing and gestures are Radix's, configured in Toaster.tsx.
 */
import { proxy } from 'valtio';
import { TOAST_SETTINGS } from '@shared/catalog.ts';
import type { ToastText } from '@shared/messages.ts';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions extends ToastText {
  variant?: ToastVariant;
  /** A button in the toast, e.g. 'Undo' or 'Reload'. `altText` says how to do it without the toast. */
  action?: { label: string; altText: string; onClick: () => void };
  /** How long it stays; `Infinity` keeps it until dismissed. Defaults to TOAST_SETTINGS.durationMs. */
  durationMs?: number;
}

export interface ToastRecord extends ToastOptions {
  id: string;
  open: boolean;
}

export const toastState = proxy<{ toasts: ToastRecord[] }>({ toasts: [] });

let nextId = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

/** Show a toast, e.g. `toast({ ...SUCCESS_TOASTS.welcomeBack, variant: 'success' })`. Replaces the shown one. */
export function toast(options: ToastOptions): { id: string; dismiss: () => void } {
  nextId += 1;
  const id = `toast-${nextId}`;
  toastState.toasts = [{ ...options, id, open: true }, ...toastState.toasts].slice(0, TOAST_SETTINGS.limit);
  return { id, dismiss: () => dismissToast(id) };
}

/** Close a toast (or every toast without an id); it leaves the queue after the spec's removal delay. */
export function dismissToast(id?: string): void {
  for (const record of toastState.toasts) {
    if (id !== undefined && record.id !== id) continue;
    record.open = false;
    scheduleRemoval(record.id);
  }
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      toastState.toasts = toastState.toasts.filter((record) => record.id !== id);
    }, TOAST_SETTINGS.removeDelayMs),
  );
}
