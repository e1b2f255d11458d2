import { describe, expect, it } from 'vitest';
import { describeLastSynced, describePending, type SyncState } from './sync-text.ts';

describe('sync indicator text', () => {
  it.each([
    [0, 'All changes saved'],
    [1, '1 change waiting'],
    [4, '4 changes waiting'],
  ])('%i pending reads "%s"', (n, text) => expect(describePending(n)).toBe(text));

  const now = Date.parse('2026-11-02T12:00:00Z');
  const inSync: SyncState = { online: true, pending: 0, lastSyncedAt: now - 20_000, initialSyncing: false };

  it.each([
    [null, 'Never synced'],
    [now - 20_000, 'Synced just now'],
    [now - 5 * 60_000, 'Synced 5m ago'],
    [now - 3 * 3600_000, 'Synced 3h ago'],
    [now - 2 * 86_400_000, 'Synced 2d ago'],
  ])('online with nothing waiting, last synced %s reads "%s"', (at, text) =>
    expect(describeLastSynced({ ...inSync, lastSyncedAt: at }, now)).toBe(text),
  );

  it.each([
    ['offline with a change waiting', { online: false, pending: 1 }, 'Last synced under a minute ago'],
    ['offline with nothing waiting', { online: false, pending: 0 }, 'Last synced under a minute ago'],
    ['online with a change still being sent', { online: true, pending: 2 }, 'Last synced under a minute ago'],
  ])('%s never says "Synced just now"', (_, state, text) => {
    expect(describeLastSynced({ ...inSync, ...state }, now)).toBe(text);
  });

  it('offline with changes waiting gives the age of the last sync as history', () => {
    expect(describeLastSynced({ ...inSync, online: false, pending: 3, lastSyncedAt: now - 7 * 60_000 }, now)).toBe('Last synced 7m ago');
  });

  it('says Syncing… during the first sync only while online', () => {
    expect(describeLastSynced({ ...inSync, initialSyncing: true }, now)).toBe('Syncing…');
    expect(describeLastSynced({ ...inSync, initialSyncing: true, online: false, pending: 1 }, now)).toBe('Last synced under a minute ago');
  });

  it('has a compact wording for a phone that keeps the time', () => {
    expect(describeLastSynced({ ...inSync, online: false, lastSyncedAt: now - 20_000 }, now, { compact: true })).toBe('Last synced <1m ago');
    expect(describeLastSynced({ ...inSync, online: false, lastSyncedAt: now - 7 * 60_000 }, now, { compact: true })).toBe('Last synced 7m ago');
    expect(describeLastSynced({ ...inSync, lastSyncedAt: now - 20_000 }, now, { compact: true })).toBe('Synced just now');
  });
});
