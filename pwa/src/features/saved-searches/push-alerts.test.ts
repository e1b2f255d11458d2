import { describe, expect, it } from 'vitest';
import { keyBytes } from './push-alerts.ts';

describe('keyBytes', () => {
  it('reads a base64url VAPID key without padding into its 65 bytes', () => {
    const bytes = new Uint8Array(65).map((_, i) => (i * 37 + 251) % 256);
    const base64url = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(base64url).toMatch(/[-_]/);
    expect([...keyBytes(base64url)]).toEqual([...bytes]);
  });
});
