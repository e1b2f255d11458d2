import { useSnapshot } from 'valtio';
import { Button } from '../ui/index.ts';
import { appUpdate, applyUpdate } from './service-worker.ts';

/**
 * 'Update available' with a Reload button, shown while a new service worker waits. A banner rather than a
 * toast: with one toast at a time (spec section 9), any later toast would push the offer away.
 */
export function UpdateBanner() {
  const { isWaiting } = useSnapshot(appUpdate);
  if (!isWaiting) return null;
  return (
    <div role="status" className="bg-brand-700 text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
        <p>
          <span className="font-semibold">Update available.</span>{' '}
          Reload to use the newest version of HireSync.
        </p>
        <Button size="sm" variant="secondary" onClick={applyUpdate}>
          Reload
        </Button>
      </div>
    </div>
  );
}
