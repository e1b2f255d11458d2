/**
 * Says once, until dismissed, that this device's storage failed and the tab keeps its data in memory
 * (db/storage-fallback.ts): offline use is off until storage works again. A banner rather than a toast: with
 * one toast at a time, the greeting of a sign-in would push it away. The sync indicator keeps a short
 * 'Offline use off' while it lasts.
 */
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { syncStatus } from '../../state/sync-status.ts';
import { Button } from '../../ui/index.ts';

export const STORAGE_FAILED = {
  title: 'Storage unavailable.',
  description: "This device's storage is full or unavailable, so the app keeps your data in memory in this tab. Offline use is off until storage works again.",
};

export function StorageBanner() {
  const { storageInMemory } = useSnapshot(syncStatus);
  const [dismissed, setDismissed] = useState(false);
  if (!storageInMemory || dismissed) return null;
  return (
    <div role="alert" className="bg-amber-100 text-amber-950" data-testid="storage-banner">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm">
        <p>
          <span className="font-semibold">{STORAGE_FAILED.title}</span> {STORAGE_FAILED.description}
        </p>
        <Button size="sm" variant="secondary" onClick={() => setDismissed(true)}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}
