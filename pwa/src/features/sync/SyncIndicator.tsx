/**
 * Always visible when signed in: online or offline, how many local changes wait to be sent, when the device
 * last synced, and how many writes the server refused (decisions.md, Offline-first promises). The words come
 * from one derived state (sync-text.ts), so the parts never contradict each other.
 */
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useOutboxCount, useRefusedDrafts } from '../../db/device-hooks.ts';
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
  const waiting = describePending(pending);
  const state = { online: status.online, pending, lastSyncedAt: status.lastSyncedAt, initialSyncing: status.initialSyncing };
  const lastSynced = describeLastSynced(state, now);
  const lastSyncedCompact = describeLastSynced(state, now, { compact: true });
  const waitingClass = pending ? 'font-medium text-indigo-700' : '';
  // The exact time is a tooltip, worded when the pointer first comes near: the first toLocaleString() of a
  // page builds ICU's date formatter, 20 ms of the app's start on a phone for text nobody had asked to see.
  const [wantsExactTime, setWantsExactTime] = useState(false);
  return (
    // Two short lines rather than one long one: the header keeps the bell and the account menu in view at
    // every width, with the '… not sent' badge showing. Phones get the state, and what waits or else the time.
    <div className="flex flex-col justify-center text-xs leading-4 whitespace-nowrap text-slate-600" role="status" aria-live="polite" data-testid="sync-indicator">
      <span className="flex items-center gap-1">
        <span aria-hidden className={`inline-block h-2 w-2 rounded-full ${status.online ? 'bg-emerald-500' : 'bg-amber-500'}`} />
        {status.online ? 'Online' : 'Offline'}
        <span className={`hidden sm:inline ${waitingClass}`}>
          <span aria-hidden>· </span>
          {waiting}
        </span>
        {refused > 0 && (
          <Link href="/application-tracking" className="ml-1 rounded bg-red-50 px-1.5 font-medium text-red-700 hover:underline">
            {refused} not sent
          </Link>
        )}
      </span>
      <span className="flex items-center gap-1">
        {pending > 0 && <span className={`sm:hidden ${waitingClass}`}>{waiting}</span>}
        {/* On a phone with changes waiting, what waits takes this line; otherwise the time, shorter below md. */}
        <span className={pending > 0 ? 'hidden sm:inline md:hidden' : 'md:hidden'}>{lastSyncedCompact}</span>
        <span
          className="hidden md:inline"
          onPointerEnter={() => setWantsExactTime(true)}
          title={wantsExactTime && status.lastSyncedAt ? new Date(status.lastSyncedAt).toLocaleString() : undefined}
        >
          {lastSynced}
        </span>
        {status.storageInMemory && (
          <span className="rounded bg-amber-100 px-1.5 font-medium text-amber-900" title="This device's storage failed: data is kept in memory in this tab">
            Offline use off
          </span>
        )}
        {status.outdated && (
          <button type="button" className="rounded bg-amber-100 px-1.5 font-medium text-amber-900" onClick={() => void updateAndReload()}>
            Update app
          </button>
        )}
      </span>
    </div>
  );
}
