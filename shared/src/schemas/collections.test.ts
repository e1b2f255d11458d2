import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES, COLLECTION_SCHEMAS } from './collections.ts';

describe('replicated collections', () => {
  it('stay within the 12 collections RxDB open core can hold beside its own', () => {
    expect(COLLECTION_NAMES.length).toBeLessThanOrEqual(12);
  });
  it('every document has an id and a server-set updatedAt', () => {
    for (const name of COLLECTION_NAMES) {
      const shape = COLLECTION_SCHEMAS[name].shape as Record<string, unknown>;
      expect(shape, name).toHaveProperty('id');
      expect(shape, name).toHaveProperty('updatedAt');
    }
  });
});
