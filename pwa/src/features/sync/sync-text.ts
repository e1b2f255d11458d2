/** The words of the sync indicator. */

/** '1 change waiting', '3 changes waiting', or 'All changes saved'. */
export function describePending(count: number): string {
  if (count === 0) return 'All changes saved';
  return `${count} change${count === 1 ? '' : 's'} waiting`;
}

/** 'Never synced', 'Synced just now', 'Synced 5m ago', 'Synced 2h ago', 'Synced 3d ago'. */
export function describeLastSynced(lastSyncedAt: number | null, now: number): string {
  if (!lastSyncedAt) return 'Never synced';
  const minutes = Math.floor((now - lastSyncedAt) / 60_000);
  if (minutes < 1) return 'Synced just now';
  if (minutes < 60) return `Synced ${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Synced ${hours}h ago`;
  return `Synced ${Math.floor(hours / 24)}d ago`;
}
