import { describe, expect, it } from 'vitest';
import { describeLastSynced, describePending } from './sync-text.ts';

describe('sync indicator text', () => {
  it.each([
    [0, 'All changes saved'],
    [1, '1 change waiting'],
    [4, '4 changes waiting'],
  ])('%i pending reads "%s"', (n, text) => expect(describePending(n)).toBe(text));

  const now = Date.parse('2026-11-02T12:00:00Z');
  it.each([
    [null, 'Never synced'],
    [now - 20_000, 'Synced just now'],
    [now - 5 * 60_000, 'Synced 5m ago'],
    [now - 3 * 3600_000, 'Synced 3h ago'],
    [now - 2 * 86_400_000, 'Synced 2d ago'],
  ])('last synced %s reads "%s"', (at, text) => expect(describeLastSynced(at, now)).toBe(text));
});
