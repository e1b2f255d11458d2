import { describe, expect, it } from 'vitest';
import { UNNAMED_PERSON_LABEL } from '../messages.ts';
import { DISPLAY_NAME_MAX, candidateDisplayName, displayNameOf, joinName } from './display-name.ts';

describe('displayNameOf', () => {
  it.each([
    ['account name', { firstName: 'Ada', lastName: 'Lovelace' }, 'Acme', 'Ada Lovelace'],
    ['first name only', { firstName: 'Ada', lastName: '' }, 'Acme', 'Ada'],
    ['blank names fall back to the profile', { firstName: ' ', lastName: '' }, 'Acme Robotics', 'Acme Robotics'],
    ['missing names fall back to the profile', {}, 'Casey Candidate', 'Casey Candidate'],
    ['no name anywhere: the neutral label', { firstName: '', lastName: '' }, '', UNNAMED_PERSON_LABEL],
    ['no profile: the neutral label', { firstName: null, lastName: null }, undefined, UNNAMED_PERSON_LABEL],
    ['emoji and combining marks kept', { firstName: 'Zoe\u0308', lastName: '\u{1F468}\u200D\u{1F469}' }, '', 'Zoe\u0308 \u{1F468}\u200D\u{1F469}'],
  ])('%s', (_label, account, profileName, expected) => {
    expect(displayNameOf(account, profileName)).toBe(expected);
  });

  it('never shows an e-mail, even one passed where a name belongs in a record', () => {
    const account = { firstName: '', lastName: '', email: 'private@example.com', phone: '+491701234567' };
    expect(displayNameOf(account)).toBe(UNNAMED_PERSON_LABEL);
  });

  it('two 100-character names fit a participant name, cut between characters', () => {
    const first = `${'a'.repeat(98)}\u{1F600}`;
    const name = displayNameOf({ firstName: first, lastName: `${'b'.repeat(98)}\u{1F600}` });
    expect(name.length).toBeLessThanOrEqual(DISPLAY_NAME_MAX);
    expect(name).toBe(`${first} ${'b'.repeat(98)}`);
  });

  it('joinName trims and skips blanks', () => {
    expect(joinName(' Ada ', ' Lovelace ')).toBe('Ada Lovelace');
    expect(joinName('', 'Lovelace')).toBe('Lovelace');
    expect(joinName(undefined, null)).toBe('');
  });
});

describe('candidateDisplayName', () => {
  it("is the profile's name when the profile gives one, whatever the account says", () => {
    expect(candidateDisplayName({ firstName: 'Anna', lastName: 'Signup' }, { firstName: 'Anneliese', lastName: 'Fairweather' })).toBe('Anneliese Fairweather');
  });

  it("falls back to the account's name, then the neutral label", () => {
    expect(candidateDisplayName({ firstName: 'Anna', lastName: 'Signup' }, { firstName: ' ', lastName: '' })).toBe('Anna Signup');
    expect(candidateDisplayName({ firstName: 'Anna', lastName: 'Signup' }, null)).toBe('Anna Signup');
    expect(candidateDisplayName({ firstName: '', lastName: '' })).toBe(UNNAMED_PERSON_LABEL);
  });
});
