/**
 * Which fields of each replicated document a device may write, by role: the keys of that role's write schema
 * (`writableBy` in schemas/device-writes.ts), so the list can never drift from what the server validates.
 * The server takes only these fields from a push; the device's conflict merge keeps only these of its own.
 */
import type { CollectionName } from '../schemas/collections.ts';
import type { UserType } from '../schemas/common.ts';
import { writableBy } from '../schemas/device-writes.ts';

/** The fields `role` may write in `collection` (empty when it may write none). */
export function writableFields(collection: CollectionName, role: UserType): readonly string[] {
  const schema = (writableBy[collection] as Partial<Record<UserType, { shape: object }>>)[role];
  return schema ? Object.keys(schema.shape) : [];
}
