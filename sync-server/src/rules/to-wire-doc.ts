/** A stored row as one viewer receives it, through its collection's `project` rule. */
import type { CollectionName } from '@shared/schemas/collections.ts';
import type { WireDoc } from '@shared/schemas/replication.ts';
import type { StoredRow } from '../store/rows.ts';
import { RULES } from './index.ts';
import type { ProjectionViewer } from './types.ts';

/** The state of a row as this viewer may see it: its projection, or a removal. */
export function toWireDoc(collection: CollectionName, row: StoredRow, viewer: ProjectionViewer): WireDoc {
  const projected = row.deleted ? null : RULES[collection].project(row, viewer);
  if (!projected) return { id: row.id, _deleted: true };
  return { ...projected, id: row.id, _deleted: false } as WireDoc;
}
