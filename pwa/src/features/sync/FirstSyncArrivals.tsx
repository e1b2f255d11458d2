/**
 * What a device's first sync has brought so far, for screens that render from what has arrived: the user's own
 * data comes first (db/replicate.ts waits with the jobs until it is in), then the slice of jobs with a count.
 * `FirstSyncArrivals` is a screen's loading state while the part it needs is on its way; `FirstSyncRest` is one
 * line above a screen already drawn, saying what is still coming. Both draw nothing once the first sync is over.
 */
import { useSnapshot } from 'valtio';
import type { CollectionName } from '@shared/schemas/collections.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { formatProgress } from '../../ui/format-count.ts';
import { Spinner } from '../../ui/index.ts';

/** What a candidate's device brings, in the order it comes. */
const PARTS: readonly { collection: CollectionName; label: string }[] = [
  { collection: 'candidates', label: 'Your profile' },
  { collection: 'applications', label: 'Applications' },
  { collection: 'messages', label: 'Messages' },
  { collection: 'interviews', label: 'Interviews' },
  { collection: 'notifications', label: 'Notifications' },
  { collection: 'jobs', label: 'Jobs' },
];

function useFirstSync() {
  const { isFirstSync, initialSyncing, arrived, initialReceived, initialTotal } = useSnapshot(syncStatus);
  return { active: isFirstSync && initialSyncing, arrived, received: initialReceived, total: initialTotal };
}

/** Whether a collection is still on its way in this device's first sync (false once it is here, or on a synced device). */
export function useStillArriving(collection: CollectionName): boolean {
  const { active, arrived } = useFirstSync();
  return active && !arrived[collection];
}

type Counts = Partial<Record<CollectionName, number>>;

function partText(label: string, collection: CollectionName, received: Counts, total: Counts): string {
  return collection === 'jobs' ? `${label}: ${formatProgress(received.jobs ?? 0, total.jobs)}` : label;
}

/** A screen's loading state during a first sync: each part, checked off as it arrives. */
export function FirstSyncArrivals({ title }: { title: string }) {
  const { active, arrived, received, total } = useFirstSync();
  return (
    <div className="flex min-h-[60vh] flex-col items-center gap-4 py-16 text-center text-slate-700" role="status" data-loading-screen>
      <Spinner size="lg" label={null} />
      <p className="font-medium">{title}</p>
      {active && (
        <ul className="flex flex-col gap-1 text-sm text-slate-600" aria-label="Arriving on this device" data-testid="first-sync-arrivals">
          {PARTS.map(({ collection, label }) => (
            <li key={collection} data-arrived={arrived[collection] ? 'yes' : 'no'}>
              {arrived[collection] ? '✓ ' : '… '}
              {partText(label, collection, received, total)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One line over a drawn screen: what of the first sync is still coming. */
export function FirstSyncRest() {
  const { active, arrived, received, total } = useFirstSync();
  const coming = PARTS.filter(({ collection }) => !arrived[collection]);
  if (!active || coming.length === 0) return null;
  return (
    <p role="status" className="text-sm text-slate-600" data-testid="first-sync-rest">
      Still arriving on this device: {coming.map(({ collection, label }) => partText(label.toLowerCase(), collection, received, total)).join(', ')}
    </p>
  );
}
