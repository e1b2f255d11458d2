/**
 * What counts as storage failing (IndexedDB full or not allowed, however Dexie or RxDB wrapped it) and what does
 * not (a database closing, a conflict), and that a failing write is passed on once and still thrown.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { syncStatus } from '../state/sync-status.ts';
import { guardWrite, isStorageFailure, whenWritesFail } from './storage-failure.ts';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

afterEach(() => {
  whenWritesFail(null);
  syncStatus.storageInMemory = false;
});

describe('storage failures', () => {
  it('are told by name or message, also inside the errors Dexie and RxDB wrap them in', () => {
    expect(isStorageFailure(quota())).toBe(true);
    expect(isStorageFailure({ name: 'OpenFailedError', inner: quota() })).toBe(true);
    expect(isStorageFailure({ name: 'RxError', parameters: { error: { name: 'AbortError', inner: { name: 'QuotaExceededError' } } } })).toBe(true);
    expect(isStorageFailure(new Error('QuotaExceededError: Quota exceeded'))).toBe(true);
    expect(isStorageFailure({ name: 'MissingAPIError' })).toBe(true);
    expect(isStorageFailure(new DOMException('closing', 'InvalidStateError'))).toBe(false);
    expect(isStorageFailure({ code: 'CONFLICT', message: 'Document update conflict in RxStorage' })).toBe(false);
    expect(isStorageFailure(undefined)).toBe(false);
  });

  it('a failing write is passed on while the tab is still on IndexedDB, and thrown to its caller as before', async () => {
    let told = 0;
    whenWritesFail(() => told++);
    await expect(guardWrite(() => Promise.reject(quota()))).rejects.toThrow('quota');
    expect(told).toBe(1);
    await expect(guardWrite(() => Promise.reject(new Error('a rule')))).rejects.toThrow('a rule');
    expect(told).toBe(1);
    syncStatus.storageInMemory = true;
    await expect(guardWrite(() => Promise.reject(quota()))).rejects.toThrow();
    expect(told).toBe(1);
    expect(await guardWrite(async () => 'stored')).toBe('stored');
  });
});
