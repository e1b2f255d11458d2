/** Typed reads of decoded form parameters, failing the way Stripe does (400 with the offending `param`). */
import { invalidParam, missingParam } from './errors.ts';
import type { ParamValue, Params } from './form-body.ts';

export function optString(params: Params, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidParam(name, `Invalid string: ${name} must be a string.`);
  return value;
}

export function reqString(params: Params, name: string): string {
  const value = optString(params, name);
  if (value === undefined || value === '') throw missingParam(name);
  return value;
}

export function optInt(params: Params, name: string): number | undefined {
  const value = optString(params, name);
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d+$/.test(value)) throw invalidParam(name, `Invalid integer: ${value}`);
  return Number(value);
}

export function optBool(params: Params, name: string): boolean | undefined {
  const value = optString(params, name);
  if (value === undefined || value === '') return undefined;
  if (value !== 'true' && value !== 'false') throw invalidParam(name, `Invalid boolean: ${value}`);
  return value === 'true';
}

export function optHash(params: Params, name: string): Params | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string' || Array.isArray(value)) throw invalidParam(name, `Invalid hash: ${name}`);
  return value;
}

export function optList(params: Params, name: string): ParamValue[] | undefined {
  const value = params[name];
  if (value === undefined || value === '') return undefined;
  if (Array.isArray(value)) return value;
  // One element sent as `a[0]` under metadata-like parsing, or a lone string: both mean a list of one.
  if (typeof value === 'string') return [value];
  return Object.values(value);
}

export function optStringList(params: Params, name: string): string[] | undefined {
  const list = optList(params, name);
  if (list === undefined) return undefined;
  return list.map((item) => {
    if (typeof item !== 'string') throw invalidParam(name, `Invalid array: ${name} must contain strings.`);
    return item;
  });
}

/** `metadata[k]=v` merged into `current`; an empty value deletes the key, like Stripe. */
export function mergeMetadata(current: Record<string, string>, params: Params): Record<string, string> {
  const value = params.metadata;
  if (value === undefined) return current;
  if (value === '') return {};
  if (typeof value === 'string' || Array.isArray(value)) throw invalidParam('metadata', 'Invalid hash: metadata');
  const next = { ...current };
  for (const [key, v] of Object.entries(value)) {
    if (typeof v !== 'string') throw invalidParam(`metadata[${key}]`, 'Metadata values must be strings.');
    if (key.length > 40) throw invalidParam(`metadata[${key}]`, 'Metadata keys can be at most 40 characters.');
    if (v.length > 500) throw invalidParam(`metadata[${key}]`, 'Metadata values can be at most 500 characters.');
    if (v === '') delete next[key];
    else next[key] = v;
  }
  return next;
}

/** `expand[]` of a request, e.g. ['data.product']. */
export function readExpand(params: Params): string[] {
  return optStringList(params, 'expand') ?? [];
}
