import { describe, expect, it } from 'vitest';
import { isSameJson, mergeConflict } from './merge-conflict.ts';

const base = { id: 'j1', _deleted: false, title: 'Dev', location: 'Berlin', updatedAt: 'a' };

describe('mergeConflict', () => {
  it('keeps the fields this device changed and takes the rest from the server', () => {
    const mine = { ...base, title: 'Senior Dev' };
    const theirs = { ...base, location: 'Paris', updatedAt: 'b' };
    const merged = mergeConflict({ newDocumentState: mine, assumedMasterState: base, realMasterState: theirs }, [
      'title',
      'location',
    ]);
    expect(merged).toEqual({ ...base, title: 'Senior Dev', location: 'Paris', updatedAt: 'b' });
  });

  it('never takes a field the device may not write', () => {
    const mine = { ...base, updatedAt: 'forged' };
    const theirs = { ...base, updatedAt: 'b' };
    const merged = mergeConflict({ newDocumentState: mine, assumedMasterState: base, realMasterState: theirs }, [
      'title',
    ]);
    expect(merged.updatedAt).toBe('b');
  });

  it('lets a server deletion win', () => {
    const theirs = { ...base, _deleted: true };
    const merged = mergeConflict(
      { newDocumentState: { ...base, title: 'x' }, assumedMasterState: base, realMasterState: theirs },
      ['title'],
    );
    expect(merged._deleted).toBe(true);
  });

  it('equals the server state when the device re-sends what the server already has (idempotent retry)', () => {
    const written = { ...base, title: 'Senior Dev', updatedAt: 'b' };
    const merged = mergeConflict(
      { newDocumentState: { ...base, title: 'Senior Dev' }, assumedMasterState: base, realMasterState: written },
      ['title'],
    );
    expect(isSameJson(merged, written)).toBe(true);
  });

  it('removes a field the device cleared', () => {
    const withSite = { ...base, website: 'https://a.example' };
    const mine = { ...base };
    const merged = mergeConflict(
      { newDocumentState: mine, assumedMasterState: withSite, realMasterState: { ...withSite, updatedAt: 'c' } },
      ['website'],
    );
    expect(merged).not.toHaveProperty('website');
  });

  it('merges an object of settings key by key: two devices toggling different ones both keep theirs', () => {
    const prefs = { application: true, message: true, interview: true, payment: true, other: true };
    const account = { id: 'u1', _deleted: false, firstName: 'Ana', notificationPrefs: prefs };
    const theirs = { ...account, notificationPrefs: { ...prefs, application: false } };
    const mine = { ...account, notificationPrefs: { ...prefs, message: false } };
    const merged = mergeConflict({ newDocumentState: mine, assumedMasterState: account, realMasterState: theirs }, ['notificationPrefs']);
    expect(merged.notificationPrefs).toEqual({ ...prefs, application: false, message: false });
    const same = { ...account, notificationPrefs: { ...prefs, application: true } };
    const back = mergeConflict({ newDocumentState: same, assumedMasterState: theirs, realMasterState: theirs }, ['notificationPrefs']);
    expect(back.notificationPrefs).toEqual(prefs);
  });

  it('still takes a changed list whole', () => {
    const doc = { ...base, skills: ['Go', 'SQL'] };
    const merged = mergeConflict(
      { newDocumentState: { ...doc, skills: ['Go'] }, assumedMasterState: doc, realMasterState: { ...doc, skills: ['Go', 'SQL', 'Rust'] } },
      ['skills'],
    );
    expect(merged.skills).toEqual(['Go']);
  });
  it('merges tags as a set by id: two members tagging one candidate at once keep both, a removal holds', () => {
    const a = { id: 'a', name: 'A', colour: 'red' };
    const b = { id: 'b', name: 'B', colour: 'blue' };
    const c = { id: 'c', name: 'C', colour: 'green' };
    const base = { id: 'x', _deleted: false, tags: [a] };
    const mine = { ...base, tags: [b] };
    const theirs = { ...base, tags: [a, c] };
    expect(mergeConflict({ newDocumentState: mine, assumedMasterState: base, realMasterState: theirs }, ['tags']).tags).toEqual([c, b]);
    // No tags on either side before: the device's additions join the server's.
    const bare = { id: 'x', _deleted: false };
    expect(mergeConflict({ newDocumentState: { ...bare, tags: [b] }, assumedMasterState: bare, realMasterState: { ...bare, tags: [a] } }, ['tags']).tags).toEqual([a, b]);
  });

});

describe('isSameJson', () => {
  it('compares nested values and ignores key order', () => {
    expect(isSameJson({ a: [1, { b: 2 }], c: null }, { c: null, a: [1, { b: 2 }] })).toBe(true);
    expect(isSameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(isSameJson({ a: 1 }, { a: 1, b: undefined })).toBe(true);
  });
});
