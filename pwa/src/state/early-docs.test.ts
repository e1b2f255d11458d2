/**
 * Early documents (drawn before the database opens): only the asking user's, answering only what they can
 * answer for certain, a kept snapshot read back per user and gone once forgotten.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { addEarlyPage, clearEarlyDocs, earlyDocsOf, forgetEarlyDocs, keepEarlyDocs, matchEarly, subscribeEarlyDocs } from './early-docs.ts';

let storage: Map<string, string>;
beforeEach(() => {
  storage = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
    removeItem: (k: string) => void storage.delete(k),
  });
  clearEarlyDocs();
});
afterEach(() => vi.unstubAllGlobals());

const jobs = [
  { id: 'j1', isActive: true, employerId: 'e1' },
  { id: 'j2', isActive: false, employerId: 'e1' },
  { id: 'j3', isActive: true, employerId: 'e2' },
];

it('answers a complete collection by field values, $eq, $in and $ne', () => {
  const early = { docs: jobs, complete: true };
  expect(matchEarly(early, {})?.map((d: any) => d.id)).toEqual(['j1', 'j2', 'j3']);
  expect(matchEarly(early, { isActive: true })?.map((d: any) => d.id)).toEqual(['j1', 'j3']);
  expect(matchEarly(early, { employerId: { $eq: 'e1' }, isActive: { $ne: false } })?.map((d: any) => d.id)).toEqual(['j1']);
  expect(matchEarly(early, { id: { $in: ['j3', 'j9'] } })?.map((d: any) => d.id)).toEqual(['j3']);
  expect(matchEarly(early, { employerId: 'nobody' })).toEqual([]);
});

it('does not answer what it does not understand, or no collection', () => {
  const early = { docs: jobs, complete: true };
  expect(matchEarly(early, { salary: { $gt: 3 } })).toBeNull();
  expect(matchEarly(early, { $or: [{ id: 'j1' }] })).toBeNull();
  expect(matchEarly(early, { 'location.city': 'Berlin' })).toBeNull();
  expect(matchEarly(undefined, {})).toBeNull();
});

it('answers a partial collection only by ids it all holds, unless told a partial answer will do', () => {
  const early = { docs: jobs, complete: false };
  expect(matchEarly(early, { isActive: true })).toBeNull();
  expect(matchEarly(early, { id: { $in: ['j1', 'j9'] } })).toBeNull();
  expect(matchEarly(early, { id: { $in: ['j3', 'j1'] } })?.map((d: any) => d.id)).toEqual(['j1', 'j3']);
  expect(matchEarly(early, { id: 'j2' })?.map((d: any) => d.id)).toEqual(['j2']);
  expect(matchEarly(early, { isActive: true }, true)?.map((d: any) => d.id)).toEqual(['j1', 'j3']);
});

it("holds a fresh device's pages for their user only, without deleted documents, and tells its watchers", () => {
  const seen = vi.fn();
  const stop = subscribeEarlyDocs(seen);
  addEarlyPage('u1', 'candidates', [{ id: 'c1', userId: 'u1', _deleted: false }, { id: 'c0', userId: 'u1', _deleted: true }], true);
  expect(seen).toHaveBeenCalledTimes(1);
  expect(earlyDocsOf('u1')?.candidates).toEqual({ docs: [{ id: 'c1', userId: 'u1' }], complete: true });
  expect(earlyDocsOf('u2')).toBeNull();
  expect(earlyDocsOf(undefined)).toBeNull();
  // Another user's page starts afresh: nothing of the first user's stays.
  addEarlyPage('u2', 'jobs', jobs, false);
  expect(earlyDocsOf('u1')).toBeNull();
  expect(Object.keys(earlyDocsOf('u2')!)).toEqual(['jobs']);
  clearEarlyDocs();
  expect(earlyDocsOf('u2')).toBeNull();
  expect(seen).toHaveBeenCalledTimes(3);
  stop();
});

it("reads a kept snapshot back for its user only, and none once forgotten", () => {
  keepEarlyDocs('u1', { candidates: { docs: [{ id: 'c1', userId: 'u1' }], complete: true }, jobs: { docs: [jobs[0]!], complete: false } });
  expect(earlyDocsOf('u2')).toBeNull();
  expect(earlyDocsOf('u1')?.jobs).toEqual({ docs: [jobs[0]], complete: false });
  forgetEarlyDocs('u1');
  expect(storage.size).toBe(0);
  expect(earlyDocsOf('u1')).toBeNull();
});

it('reads a kept value of another shape, or not JSON, as none', () => {
  keepEarlyDocs('u1', { candidates: { docs: [{ id: 'c1' }], complete: true } });
  const [key] = [...storage.keys()];
  for (const bad of ['{', 'null', '{"v":2,"collections":{}}', '{"v":1,"collections":{"jobs":{"docs":[{"title":"x"}],"complete":false}}}', '{"v":1,"collections":{"jobs":{"docs":[],"complete":"yes"}}}']) {
    storage.set(key!, bad);
    clearEarlyDocs();
    expect(earlyDocsOf('u1')).toBeNull();
  }
});
