import { describe, expect, it } from 'vitest';
import { dirtyPaths, findChangedElsewhere, pickChanged } from './form-changes.ts';

describe('pickChanged', () => {
  it('writes only the fields the user changed, removals (undefined) included', () => {
    const fields = { location: 'Lisbon', website: 'https://a.example', phone: undefined, skills: ['Go'] };
    expect(pickChanged(fields, { location: true, phone: true, skills: [true] })).toEqual({ location: 'Lisbon', phone: undefined, skills: ['Go'] });
    expect(pickChanged(fields, {})).toEqual({});
  });

  it('sets only the changed keys of an object field, on the object as stored now', () => {
    const prefs = { application: true, message: true, other: true };
    const fields = { notificationPrefs: { ...prefs, message: false } };
    const stored = { notificationPrefs: { ...prefs, application: false } };
    expect(pickChanged(fields, { notificationPrefs: { message: true } }, stored)).toEqual({
      notificationPrefs: { ...prefs, application: false, message: false },
    });
    expect(pickChanged(fields, { notificationPrefs: { message: false } }, stored)).toEqual({});
  });
});

describe('dirtyPaths', () => {
  it('names the changed keys of an object field, and a list as one field', () => {
    expect(dirtyPaths({ title: true, notificationPrefs: { message: true, other: false }, skills: [false, true], experience: [{ title: true }] })).toEqual([
      'title',
      'notificationPrefs.message',
      'skills',
      'experience',
    ]);
    expect(dirtyPaths({ skills: [false], experience: [{ title: false }] })).toEqual([]);
  });
});

describe('findChangedElsewhere', () => {
  const shown = { location: 'Berlin', website: 'https://a.example' };

  it('names a field being edited whose stored value changed to something else', () => {
    expect(findChangedElsewhere(['location'], shown, { ...shown, location: 'Madrid' }, { location: 'Porto' })).toEqual(['location']);
  });

  it('stays quiet for untouched fields, unchanged fields, and a change to what the user typed', () => {
    const stored = { location: 'Madrid', website: 'https://b.example' };
    expect(findChangedElsewhere([], shown, stored, shown)).toEqual([]);
    expect(findChangedElsewhere(['location'], shown, shown, { location: 'Porto' })).toEqual([]);
    expect(findChangedElsewhere(['location'], shown, stored, { location: 'Madrid' })).toEqual([]);
  });

  it('compares lists by value', () => {
    expect(findChangedElsewhere(['skills'], { skills: ['Go'] }, { skills: ['Go'] }, { skills: ['Go', 'SQL'] })).toEqual([]);
    expect(findChangedElsewhere(['skills'], { skills: ['Go'] }, { skills: ['Rust'] }, { skills: ['Go', 'SQL'] })).toEqual(['skills']);
  });

  it('looks at the one key of an object field being edited', () => {
    const shown = { prefs: { email: 'a', sms: 'a' } };
    const typed = { prefs: { email: 'b', sms: 'a' } };
    expect(findChangedElsewhere(['prefs.email'], shown, { prefs: { email: 'a', sms: 'c' } }, typed)).toEqual([]);
    expect(findChangedElsewhere(['prefs.email'], shown, { prefs: { email: 'c', sms: 'a' } }, typed)).toEqual(['prefs.email']);
  });
});
