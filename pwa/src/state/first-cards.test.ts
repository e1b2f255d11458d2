/**
 * The first cards Browse Jobs keeps for a warm start: per user, read back as kept, anything else in the key
 * (an older shape, a hand-edited value) read as none, and gone once forgotten.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { forgetFirstCards, readFirstCards, rememberFirstCards } from './first-cards.ts';

let store: Map<string, string>;
beforeEach(() => {
  store = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
});
afterEach(() => vi.unstubAllGlobals());

it("reads back a user's first cards as kept, and not another user's", () => {
  rememberFirstCards('u1', { ids: ['job-3', 'job-1'], total: 4200 });
  expect(readFirstCards('u1')).toEqual({ ids: ['job-3', 'job-1'], total: 4200 });
  expect(readFirstCards('u2')).toBeNull();
});

it('reads a value of another shape, or not JSON, as none', () => {
  rememberFirstCards('u1', { ids: ['job-1'], total: 1 });
  const [key] = [...store.keys()];
  for (const bad of ['{', '[]', '{"ids":"job-1","total":1}', '{"ids":[1],"total":1}', '{"ids":["job-1"]}']) {
    store.set(key!, bad);
    expect(readFirstCards('u1')).toBeNull();
  }
});

it('forgets them (sign-out wipes the device)', () => {
  rememberFirstCards('u1', { ids: ['job-1'], total: 1 });
  forgetFirstCards('u1');
  expect(readFirstCards('u1')).toBeNull();
  expect(store.size).toBe(0);
});
