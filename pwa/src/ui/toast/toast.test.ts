import { TOAST_SETTINGS } from '@shared/catalog.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, toastState } from './toast.ts';

describe('toast queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    toastState.toasts = [];
    vi.useRealTimers();
  });

  it('shows one toast at a time, the newest', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(toastState.toasts).toHaveLength(TOAST_SETTINGS.limit);
    expect(toastState.toasts[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });

  it('closes a dismissed toast at once and drops it after the removal delay', () => {
    const { dismiss } = toast({ title: 'Saved' });
    dismiss();
    expect(toastState.toasts[0].open).toBe(false);
    vi.advanceTimersByTime(TOAST_SETTINGS.removeDelayMs - 1);
    expect(toastState.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastState.toasts).toHaveLength(0);
  });

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'One' });
    dismissToast();
    expect(toastState.toasts.every((record) => !record.open)).toBe(true);
  });
});
