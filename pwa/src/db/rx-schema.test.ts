import { describe, expect, it } from 'vitest';
import { COLLECTION_NAMES } from '@shared/schemas/collections.ts';
import { collectionDefinition } from './migrations.ts';

describe('RxDB schemas generated from the shared zod schemas', () => {
  it.each(COLLECTION_NAMES)('%s has a bounded primary key and the entity fields', (name) => {
    const { schema } = collectionDefinition(name);
    expect(schema.primaryKey).toBe('id');
    // RxDB needs a max length on the primary key; a saved job's is 'userId:jobId'.
    expect((schema.properties as Record<string, { maxLength?: number }>).id!.maxLength).toBeLessThanOrEqual(129);
    expect(schema.required).toContain('updatedAt');
    expect(JSON.stringify(schema)).not.toContain('$schema');
  });
});
