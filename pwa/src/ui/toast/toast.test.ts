import { toast as sonner } from 'sonner';
import { TOAST_SETTINGS } from '@shared/catalog.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, loadedSonner, toast } from './toast.ts';

const shown = () => sonner.getToasts();

// Sonner hands a dismissal to the next frame; Node has no frames.
vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run, 0));
vi.stubGlobal('cancelAnimationFrame', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));

describe('toast', () => {
  afterEach(async () => {
    sonner.dismiss();
    await vi.waitFor(() => expect(shown()).toHaveLength(0));
  });

  it('shows one toast at a time, the newest', async () => {
    toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'destructive' });
    await vi.waitFor(() => expect(loadedSonner()).not.toBeNull());
    expect(shown()).toHaveLength(TOAST_SETTINGS.limit);
    expect(shown()[0]).toMatchObject({ id: second.id, duration: TOAST_SETTINGS.durationMs });
  });

  it('keeps a toast asked to stay until it is dismissed', async () => {
    const kept = toast({ title: 'Reload', durationMs: Infinity });
    await vi.waitFor(() => expect(shown()).toHaveLength(1));
    expect(shown()[0]).toMatchObject({ id: kept.id, duration: Infinity });
    kept.dismiss();
    await vi.waitFor(() => expect(shown()).toHaveLength(0));
  });

  it('dismisses only the toast named, and every toast without an id', async () => {
    const saved = toast({ title: 'Saved' });
    await vi.waitFor(() => expect(shown()).toHaveLength(1));
    dismissToast('toast-unknown');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(shown().map((record) => record.id)).toEqual([saved.id]);
    dismissToast();
    await vi.waitFor(() => expect(shown()).toHaveLength(0));
  });
});
