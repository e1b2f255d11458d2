/**
 * A seeded random source for randomized scenario tests (mulberry32): the same seed replays the same run, so a
 * failure names its seed and can be reproduced.
 */
export function createSeededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(next() * items.length)];
  // Ids are UUIDs, as devices make them: the rules take no other shape for a new application or company profile.
  const id = () => {
    const hex = Array.from({ length: 4 }, () => Math.floor(next() * 2 ** 32).toString(16).padStart(8, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
  return { next, pick, id };
}
