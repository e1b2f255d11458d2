/**
 * The words of the sync indicator, all derived from one state: online or not, changes waiting, when the device
 * last synced. "Synced just now" is said only when it is true of everything on the device: online and nothing
 * waiting; otherwise the time is given as history ("Last synced …"), never as the present state.
 */

/** What the sync indicator is derived from. */
export interface SyncState {
  online: boolean;
  /** Local changes not yet accepted by the server. */
  pending: number;
  /** When a pull or push last succeeded (ms since epoch), or null if never on this device. */
  lastSyncedAt: number | null;
  /** The first sync after sign-in is still running. */
  initialSyncing: boolean;
}

/** '1 change waiting', '3 changes waiting', or 'All changes saved'. */
export function describePending(count: number): string {
  if (count === 0) return 'All changes saved';
  return `${count} change${count === 1 ? '' : 's'} waiting`;
}

/** 'just now', '5m ago', '2h ago', '3d ago'. */
function describeAge(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return `${Math.floor(hours / 24)}d ago`;
}

/** Whether everything on the device has reached the server: online, and nothing waiting to be sent. */
export function isInSync(state: Pick<SyncState, 'online' | 'pending'>): boolean {
  return state.online && state.pending === 0;
}

/**
 * When the device last synced. In sync: 'Synced just now', 'Synced 5m ago'. Offline or with changes waiting:
 * 'Last synced under a minute ago' ('<1m ago' when compact), 'Last synced 5m ago'. Also 'Syncing…' (first sync,
 * online) and 'Never synced'.
 */
export function describeLastSynced(state: SyncState, now: number, { compact = false } = {}): string {
  if (state.initialSyncing && state.online) return 'Syncing…';
  if (!state.lastSyncedAt) return 'Never synced';
  const age = describeAge(now - state.lastSyncedAt);
  if (isInSync(state)) return `Synced ${age}`;
  // A phone's header has room for 'Last synced <1m ago', not for the words.
  return `Last synced ${age === 'just now' ? (compact ? '<1m ago' : 'under a minute ago') : age}`;
}
