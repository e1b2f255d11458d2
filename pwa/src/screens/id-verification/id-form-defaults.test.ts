import { describe, expect, it } from 'vitest';
import { idFormDefaults } from './id-form-defaults.ts';

describe('idFormDefaults', () => {
  it('starts a first submission empty', () => {
    expect(idFormDefaults(undefined)).toEqual({ firstName: '', lastName: '', dateOfBirth: '' });
  });

  it('carries the name and date of birth of the turned-down submission over', () => {
    const rejected = { details: { documentType: 'passport', firstName: 'Anneliese', lastName: 'Fairweather', dateOfBirth: '1990-04-12', reason: 'Blurry' } };
    expect(idFormDefaults(rejected)).toEqual({ firstName: 'Anneliese', lastName: 'Fairweather', dateOfBirth: '1990-04-12' });
  });
});
