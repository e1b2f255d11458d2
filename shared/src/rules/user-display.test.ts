import { describe, expect, it } from 'vitest';
import { getRoleLabel, getUserInitials } from './user-display.ts';

describe('user display', () => {
  it.each([
    ['jane@example.com', 'JA'],
    ['j@example.com', 'J'],
    ['  ab.cd@x.io', 'AB'],
    ['@example.com', 'U'],
    ['', 'U'],
    [undefined, 'U'],
    [null, 'U'],
    // Internationalised addresses: never half an emoji or a letter without its accent.
    ['\u{1F600}x@example.com', '\u{1F600}X'],
    ['e\u0301mile@example.com', 'E\u0301M'],
  ])('%j shows %j', (email, initials) => {
    expect(getUserInitials(email)).toBe(initials);
  });
  it('labels the roles', () => {
    expect(getRoleLabel('candidate')).toBe('Job Seeker');
    expect(getRoleLabel('employer')).toBe('Employer');
  });
});
