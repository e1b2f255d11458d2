/**
 * Whether a pointer is pressed anywhere on the page, so that what a press itself causes (a field's blur
 * validation adding an error line) can wait until it ends. A click lands only if the press and the release hit
 * the same control; a line inserted above the control in between moves it away from the pointer and the click
 * is lost (seen on 'Get Suggestions' after typing a short job description).
 */
import { useState, useSyncExternalStore } from 'react';

let isHeld = false;
const listeners = new Set<() => void>();

function setHeld(next: boolean): void {
  if (isHeld === next) return;
  isHeld = next;
  for (const listener of listeners) listener();
}

if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => setHeld(true), true);
  // After the task that dispatches pointerup, mouseup and click: the click is already decided by then.
  const release = () => setTimeout(() => setHeld(false), 0);
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  window.addEventListener('blur', release);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `value` as it was when the pointer went down, for as long as it is held; the live value otherwise. For what
 * changes the layout (an error line), never for what assistive tech reads (aria-invalid stays live).
 */
export function useSteadyWhilePressed<T>(value: T): T {
  const held = useSyncExternalStore(subscribe, () => isHeld, () => false);
  const [steady, setSteady] = useState(value);
  if (!held && steady !== value) setSteady(value);
  return held ? steady : value;
}
