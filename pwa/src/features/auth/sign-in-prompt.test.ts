import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPromptPath, signInReason } from './sign-in-prompt.ts';

describe('signInPromptPath', () => {
  it('opens the sign-in dialog and remembers the wanted screen with its query', () => {
    expect(signInPromptPath('/browse-jobs')).toBe('/?auth=signin&next=%2Fbrowse-jobs');
    expect(signInPromptPath('/checkout?plan=employer-professional')).toBe('/?auth=signin&next=%2Fcheckout%3Fplan%3Demployer-professional');
  });

  it('remembers nothing it would not follow', () => {
    expect(signInPromptPath()).toBe('/?auth=signin');
    expect(signInPromptPath('/')).toBe('/?auth=signin');
    expect(signInPromptPath('https://evil.example/')).toBe('/?auth=signin');
  });
});

describe('safeNextPath', () => {
  it('keeps a path of this site, with query and hash', () => {
    expect(safeNextPath('/messages')).toBe('/messages');
    expect(safeNextPath('/checkout?plan=candidate-premium#pay')).toBe('/checkout?plan=candidate-premium#pay');
    expect(safeNextPath('/a/../settings')).toBe('/settings');
  });

  it('refuses anything that could leave the site (no open redirect)', () => {
    for (const raw of [
      null,
      '',
      'messages',
      'https://evil.example/messages',
      '//evil.example/messages',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      ' //evil.example',
      'javascript:alert(1)',
      '/%0a/evil.example',
    ]) {
      const safe = safeNextPath(raw);
      if (safe !== null) expect(new URL(safe, 'https://app.example').origin, String(raw)).toBe('https://app.example');
      if (raw !== '/%0a/evil.example') expect(safe, String(raw)).toBeNull();
    }
  });
});

describe('signInReason', () => {
  it('says what needs signing in, and with which kind of account', () => {
    expect(signInReason('/browse-jobs')).toBe('Please sign in with a job seeker account to open Browse Jobs.');
    expect(signInReason('/find-talent')).toBe('Please sign in with an employer account to open Find Talent.');
    expect(signInReason('/messages')).toBe('Please sign in to open Messages.');
    expect(signInReason('/support?chat=open')).toBe('Please sign in to open the support chat.');
    expect(signInReason('/checkout?plan=candidate-premium')).toBe('Please sign in to open checkout.');
  });

  it('says nothing without a valid next', () => {
    expect(signInReason(null)).toBeNull();
    expect(signInReason('//evil.example')).toBeNull();
  });
});
