/**
 * What /browse-jobs shows while the device's first sync brings the jobs: before the first batch, a placeholder
 * as tall as most of a screen (marked as loading, so the footer waits and nothing below it jumps when the list comes);
 * with the first jobs listed, a one-line count beside the results heading (same row, so the list never moves).
 */
import { useSnapshot } from 'valtio';
import { syncStatus } from '../../state/sync-status.ts';
import { Spinner } from '../../ui/index.ts';
import { formatProgress } from '../../ui/format-count.ts';

export function FirstSyncPlaceholder() {
  const { isFirstSync, initialSyncing, initialReceived, initialTotal } = useSnapshot(syncStatus);
  const received = initialReceived.jobs ?? 0;
  return (
    <div className="flex min-h-[60vh] flex-col items-center gap-3 py-16 text-center text-slate-700" role="status" data-loading-screen>
      <Spinner size="lg" />
      <p>{isFirstSync && initialSyncing ? `Downloading jobs to this device… ${formatProgress(received, initialTotal.jobs)}` : 'Loading jobs'}</p>
    </div>
  );
}

/** The count of jobs downloaded so far; nothing once the first sync is done. */
export function FirstSyncCount() {
  const { isFirstSync, initialReceived, initialTotal } = useSnapshot(syncStatus);
  if (!isFirstSync) return null;
  return (
    <p role="status" className="min-w-0 truncate text-sm text-slate-600">
      Downloading jobs: {formatProgress(initialReceived.jobs ?? 0, initialTotal.jobs)}. The list updates when all are here.
    </p>
  );
}
