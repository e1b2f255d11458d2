/**
 * Always visible when signed in: online or offline, how many local changes wait to be sent, when the device
 * last synced, and how many writes the server refused (decisions.md, Offline-first promises).
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useOutboxCount, useRefusedDrafts } from '../../db/hooks.ts';
import { syncStatus } from '../../state/sync-status.ts';
import { updateAndReload } from '../../app/service-worker.ts';
import { describeLastSynced, describePending } from './sync-text.ts';

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function SyncIndicator() {
  const status = useSnapshot(syncStatus);
  const pending = useOutboxCount();
  const refused = useRefusedDrafts().length;
  const now = useNow(30_000);
  return (
    <div className="flex items-center gap-2 whitespace-nowrap text-xs text-slate-600" role="status" aria-live="polite" data-testid="sync-indicator">
      <span className="flex items-center gap-1">
        <span aria-hidden className={`inline-block h-2 w-2 rounded-full ${status.online ? 'bg-emerald-500' : 'bg-amber-500'}`} />
        {status.online ? 'Online' : 'Offline'}
      </span>
      <span className="hidden sm:inline" aria-hidden>
        ·
      </span>
      <span className={pending ? 'font-medium text-indigo-700' : 'hidden sm:inline'}>{describePending(pending)}</span>
      <span className="hidden md:inline" title={status.lastSyncedAt ? new Date(status.lastSyncedAt).toLocaleString() : undefined}>
        · {status.initialSyncing && status.online ? 'Syncing…' : describeLastSynced(status.lastSyncedAt, now)}
      </span>
      {refused > 0 && (
        <Link href="/application-tracking" className="rounded bg-red-50 px-1.5 py-0.5 font-medium text-red-700 hover:underline">
          {refused} not sent
        </Link>
      )}
      {status.outdated && (
        <button type="button" className="rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900" onClick={() => void updateAndReload()}>
          Update app
        </button>
      )}
    </div>
  );
}
