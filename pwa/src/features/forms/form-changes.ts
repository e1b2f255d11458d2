/**
 * The decisions of useDocumentForm as plain functions: which fields a save writes, and which fields being
 * edited were changed elsewhere meanwhile. A field holding an object of independent settings (the account's
 * notificationPrefs) counts key by key, as 'notificationPrefs.message'; a list counts as one field.
 */
import { isSameJson } from '@shared/rules/merge-conflict.ts';

type Values = Record<string, unknown>;

function isPlainObject(value: unknown): value is Values {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a dotted path ('notificationPrefs.message'), or undefined. */
export function valueAt(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((at, key) => (isPlainObject(at) ? at[key] : undefined), values);
}

/** react-hook-form's dirty fields as the paths the user changed: a nested object descends, a list is one path. */
export function dirtyPaths(dirty: Values, prefix = ''): string[] {
  return Object.entries(dirty).flatMap(([name, mark]) => {
    if (isPlainObject(mark)) return dirtyPaths(mark, `${prefix}${name}.`);
    const isDirty = Array.isArray(mark) ? mark.some((m) => isPlainObject(m) ? dirtyPaths(m).length > 0 : Boolean(m)) : mark === true;
    return isDirty ? [`${prefix}${name}`] : [];
  });
}

function withValueAt(base: Values, [key, ...rest]: string[], value: unknown): Values {
  const next = { ...base };
  const inner = rest.length ? withValueAt(isPlainObject(base[key!]) ? base[key!] as Values : {}, rest, value) : value;
  if (inner === undefined) delete next[key!];
  else next[key!] = inner;
  return next;
}

/**
 * The document fields of the form fields the user changed (react-hook-form's dirty fields). A changed key of
 * an object field is set on the object as `stored` holds it now, so another tab's change of another key stays.
 */
export function pickChanged(fields: Values, dirty: Values, stored: Values = {}): Values {
  let patch: Values = {};
  for (const path of dirtyPaths(dirty)) {
    const [name, ...rest] = path.split('.') as [string, ...string[]];
    if (!(name in fields)) continue;
    if (!rest.length) {
      patch[name] = fields[name];
      continue;
    }
    const base = patch[name] ?? (isPlainObject(stored[name]) ? stored[name] : fields[name]);
    patch = { ...patch, [name]: withValueAt(isPlainObject(base) ? base : {}, rest, valueAt(fields[name], rest.join('.'))) };
  }
  return patch;
}

/**
 * Paths the user is editing whose stored value moved from what the form started from (`shown`) to something
 * other than what the user typed: another tab or device saved a different value meanwhile.
 */
export function findChangedElsewhere(dirty: readonly string[], shown: Values, stored: Values, typed: Values): string[] {
  return dirty.filter(
    (path) => !isSameJson(valueAt(shown, path), valueAt(stored, path)) && !isSameJson(valueAt(typed, path), valueAt(stored, path)),
  );
}
