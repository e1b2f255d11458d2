import { describe, expect, it } from 'vitest';
import { sourceOfJobPage } from './job-page-source.ts';

describe('sourceOfJobPage', () => {
  it('reads the link’s origin, a shared link otherwise', () => {
    expect(sourceOfJobPage('?from=alert')).toBe('alert');
    expect(sourceOfJobPage('from=invite&x=1')).toBe('invited');
    expect(sourceOfJobPage('')).toBe('shared_link');
    expect(sourceOfJobPage('?from=elsewhere')).toBe('shared_link');
  });
});
