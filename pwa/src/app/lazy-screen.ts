import { lazy, type ComponentType } from 'react';

/** A lazy screen that can be asked to load before it renders. */
export type LazyScreen = ComponentType & { preload(): void };

/**
 * A screen loaded on first visit, from a module's named export:
 * `lazyScreen(() => import('../screens/pricing/PricingScreen.tsx'), 'PricingScreen')`.
 * Every chunk is precached by the service worker, so lazy screens still open offline. `preload` starts loading
 * it early: a signed-in screen's code comes while the local database opens (db/DatabaseGate.tsx), not after.
 */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyScreen {
  let loading: Promise<M> | undefined;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      // A chunk that failed to arrive is asked for again by the next render.
      loading = undefined;
      throw error;
    }));
  const Screen = lazy(async () => ({ default: (await once())[name] as ComponentType }));
  return Object.assign(Screen, { preload: () => void once().catch(() => undefined) });
}
