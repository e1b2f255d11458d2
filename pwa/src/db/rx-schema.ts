/**
 * RxDB collection schemas generated from the shared zod entity schemas, never written twice. RxDB wants a
 * primary key with a max length and no JSON-Schema meta keywords at the top.
 */
import { z } from 'zod';
import type { RxJsonSchema } from 'rxdb';
import type { CollectionName, DocOf } from '@shared/schemas/collections.ts';

function stripKeywords(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(stripKeywords);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    // `propertyNames` is not understood by RxDB's schema checks; the zod schema still enforces it on the server.
    if (key === '$schema' || key === 'propertyNames') continue;
    out[key] = stripKeywords(value);
  }
  return out;
}

/**
 * The RxDB schema of a collection's entity at a version; db/migrations.ts calls it with the shared schema and
 * the current version (an upgrade test with other shapes).
 */
export function toRxSchema<C extends CollectionName>(name: C, entity: z.ZodType, version: number): RxJsonSchema<DocOf<C>> {
  const json = stripKeywords(
    z.toJSONSchema(entity, { target: 'draft-7', io: 'output', unrepresentable: 'any' }),
  ) as Record<string, unknown>;
  const { additionalProperties: _top, ...rest } = json;
  return {
    ...rest,
    title: name,
    version,
    primaryKey: 'id',
    type: 'object',
  } as unknown as RxJsonSchema<DocOf<C>>;
}
