/**
 * The three-way merge a device applies when the server answers a push with a conflict: fields this device
 * changed (new differs from the state it assumed) keep its value, everything else takes the server's. Two
 * devices editing different fields both keep their edits; the same field converges on the server's order. A
 * field holding an object (not a list) merges the same way key by key, so two devices toggling different
 * notification settings both keep theirs.
 */
import type { WireDoc } from '../schemas/replication.ts';

/** A deep equality for JSON values (documents never hold functions, dates or cycles). */
export function isSameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((v, i) => isSameJson(v, bb[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ao), ...Object.keys(bo)]);
  for (const k of keys) if (!isSameJson(ao[k], bo[k])) return false;
  return true;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object of independent settings (notificationPrefs) merges key by key: each device keeps the keys it changed. */
function mergeKeys(mine: Record<string, unknown>, base: Record<string, unknown>, theirs: Record<string, unknown>) {
  const merged = { ...theirs };
  for (const key of new Set([...Object.keys(mine), ...Object.keys(base)])) {
    if (isSameJson(mine[key], base[key])) continue;
    if (mine[key] === undefined) delete merged[key];
    else merged[key] = mine[key];
  }
  return merged;
}

/**
 * Lists that are sets of items with an id (an application's `tags`, issue 48): merged by id, each device's
 * additions and removals applied to the server's set, so two members tagging one candidate at once keep both.
 */
const ID_SET_FIELDS: ReadonlySet<string> = new Set(['tags']);

type WithId = { id: unknown };
const isIdList = (value: unknown): value is WithId[] | undefined =>
  value === undefined || (Array.isArray(value) && value.every((item) => isPlainObject(item) && typeof item.id === 'string'));

/** The server's set with the items this device added (not in its base) and without the ones it removed. */
function mergeIdSet(mine: WithId[], base: WithId[], theirs: WithId[]): WithId[] {
  const mineIds = new Set(mine.map((item) => item.id));
  const baseIds = new Set(base.map((item) => item.id));
  const kept = theirs.filter((item) => !(baseIds.has(item.id) && !mineIds.has(item.id)));
  const theirIds = new Set(theirs.map((item) => item.id));
  return [...kept, ...mine.filter((item) => !baseIds.has(item.id) && !theirIds.has(item.id))];
}

/** The inputs of a merge, as RxDB hands them to a conflict handler. */
export interface ConflictInput {
  newDocumentState: WireDoc;
  assumedMasterState?: WireDoc | null;
  realMasterState: WireDoc;
}

/**
 * Merge the device's change into the server's state. `writable` lists the fields the device may write; others
 * always come from the server. A deletion by the server wins (the document left this user's view).
 */
export function mergeConflict(input: ConflictInput, writable: readonly string[]): WireDoc {
  const { newDocumentState: mine, assumedMasterState: base, realMasterState: theirs } = input;
  if (theirs._deleted) return theirs;
  const merged: Record<string, unknown> = { ...theirs };
  for (const field of writable) {
    const changedHere = !base || !isSameJson(mine[field], base[field]);
    if (!changedHere) continue;
    if (base && isPlainObject(mine[field]) && isPlainObject(base[field]) && isPlainObject(theirs[field])) {
      merged[field] = mergeKeys(mine[field], base[field], theirs[field]);
    } else if (base && ID_SET_FIELDS.has(field) && isIdList(mine[field]) && isIdList(base[field]) && isIdList(theirs[field])) {
      merged[field] = mergeIdSet(mine[field] ?? [], base[field] ?? [], theirs[field] ?? []);
    } else if (mine[field] === undefined) delete merged[field];
    else merged[field] = mine[field];
  }
  merged._deleted = Boolean(mine._deleted && (!base || !base._deleted) ? true : theirs._deleted);
  return merged as WireDoc;
}
