import { describe, expect, it } from 'vitest';
import { levelOf } from './mic-level.ts';

describe('levelOf', () => {
  it('is 0 for silence and for no samples', () => {
    expect(levelOf(new Uint8Array(256).fill(128))).toBe(0);
    expect(levelOf([])).toBe(0);
  });

  it('grows with loudness and stops at 1', () => {
    const wave = (amplitude: number) => Uint8Array.from({ length: 256 }, (_, i) => 128 + Math.round(amplitude * Math.sin(i / 4)));
    const quiet = levelOf(wave(5));
    const loud = levelOf(wave(40));
    expect(quiet).toBeGreaterThan(0);
    expect(loud).toBeGreaterThan(quiet);
    expect(levelOf(wave(127))).toBe(1);
  });
});
