/**
 * Decodes Stripe's form encoding (`a[b][0]=x&a[b][1]=y`, as the stripe SDK writes bodies and query strings) into
 * nested objects and arrays. It parses only; what a parameter means is up to each route (see params.ts).
 */
import { StripeApiError } from './errors.ts';

/** A decoded parameter: a string leaf, a nested hash, or an indexed list. */
export type ParamValue = string | Params | ParamValue[];
export interface Params {
  [key: string]: ParamValue;
}

/** Parse `application/x-www-form-urlencoded` text (a body or a query string) with bracket keys. */
export function parseFormBody(text: string): Params {
  const root: Params = {};
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    const key = decodePart(rawKey);
    const value = decodePart(rawValue);
    setPath(root, splitKey(key), value);
  }
  return listify(root, false) as Params;
}

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    // A lone `%` or a cut UTF-8 sequence: Stripe answers 400 rather than guessing.
    throw new StripeApiError(400, 'invalid_request_error', `Invalid URL encoding in the request: ${part.slice(0, 40)}`);
  }
}

/** `items[0][price]` -> ['items', '0', 'price']; `a[]` appends. */
function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const parts = [key.slice(0, open)];
  const rest = key.slice(open);
  const re = /\[([^\]]*)\]/g;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = re.exec(rest)) !== null) {
    if (match.index !== consumed) break;
    parts.push(match[1]);
    consumed = match.index + match[0].length;
  }
  if (consumed !== rest.length) {
    throw new StripeApiError(400, 'invalid_request_error', `Invalid parameter name: ${key}`, { param: key });
  }
  return parts;
}

function setPath(root: Params, path: string[], value: string): void {
  let node: Params = root;
  for (let i = 0; i < path.length; i += 1) {
    const isLast = i === path.length - 1;
    // `expand[]=a&expand[]=b`: an empty index means "next one".
    const key = path[i] === '' ? String(Object.keys(node).length) : path[i];
    if (isLast) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (next === undefined || typeof next === 'string') {
      if (typeof next === 'string') {
        throw new StripeApiError(400, 'invalid_request_error', `Invalid hash: ${path.slice(0, i + 1).join('.')}`, {
          param: path[0],
        });
      }
      const child: Params = {};
      node[key] = child;
      node = child;
    } else {
      node = next as Params;
    }
  }
}

/** Hashes whose keys are exactly 0..n-1 become arrays, except under `metadata`, whose keys are the caller's own. */
function listify(value: ParamValue, isMetadata: boolean): ParamValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const out: Params = {};
  for (const k of keys) out[k] = listify(value[k], k === 'metadata');
  const isList = !isMetadata && keys.length > 0 && keys.every((k, i) => k === String(i));
  return isList ? keys.map((k) => out[k]) : out;
}
