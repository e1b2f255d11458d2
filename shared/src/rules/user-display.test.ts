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
  ])('%j shows %j', (email, initials) => {
    expect(getUserInitials(email)).toBe(initials);
  });
  it('labels the roles', () => {
    expect(getRoleLabel('candidate')).toBe('Job Seeker');
    expect(getRoleLabel('employer')).toBe('Employer');
  });
});
