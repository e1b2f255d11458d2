import { lazy, type ComponentType } from 'react';

/**
 * A screen loaded on first visit, from a module's named export:
 * `lazyScreen(() => import('../screens/pricing/PricingScreen.tsx'), 'PricingScreen')`.
 * Every chunk is precached by the service worker, so lazy screens still open offline.
 */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
