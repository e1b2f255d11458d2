import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size.ts';

describe('formatFileSize', () => {
  it('uses bytes, then KB, then MB in steps of 1024', () => {
    expect(formatFileSize(812)).toBe('812 B');
    expect(formatFileSize(14_541)).toBe('14.2 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.0 MB');
  });
});
