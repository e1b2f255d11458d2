/**
 * Reads the server's OpenAPI document (GET /api/openapi.json) into what the documentation page lists: endpoints
 * grouped by tag, each with its method, path, summary, whether it needs a session, and the fields of its JSON
 * body. Only the parts of JSON Schema that zod's `toJSONSchema` writes are understood; anything else shows as
 * its raw type. Pure, so it is tested without a browser.
 */

/** One field of a request body. */
export interface BodyField {
  name: string;
  /** e.g. `string`, `number`, `boolean`, `array of string`, `one of: full-time, part-time`. */
  type: string;
  required: boolean;
  /** Human-readable limits, e.g. `8-64 characters`, `at least 1000`. */
  rules: string[];
}

/** A request body: its fields when it is an object; `isList` when the body is a list of such objects. */
export interface RequestBody {
  isList: boolean;
  fields: BodyField[];
}

export interface ApiEndpoint {
  method: string;
  path: string;
  summary: string;
  requiresAuth: boolean;
  body: RequestBody | null;
}

export interface ApiGroup {
  tag: string;
  endpoints: ApiEndpoint[];
}

type Json = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function isObject(value: unknown): value is Json {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** A short name for a schema's type. */
export function describeType(schema: unknown): string {
  if (!isObject(schema)) return 'any';
  if (Array.isArray(schema.enum)) return `one of: ${schema.enum.map(String).join(', ')}`;
  if ('const' in schema) return `"${String(schema.const)}"`;
  const union = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(union)) {
    const parts = union.map(describeType).filter((t) => t !== 'null');
    const nullable = parts.length < union.length;
    return `${[...new Set(parts)].join(' or ') || 'null'}${nullable ? ' or null' : ''}`;
  }
  if (schema.type === 'array') return `array of ${describeType(schema.items)}`;
  if (schema.type === 'integer') return 'whole number';
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  return 'any';
}

function rulesOf(schema: unknown): string[] {
  if (!isObject(schema)) return [];
  const rules: string[] = [];
  const { minLength, maxLength, minimum, maximum, minItems, maxItems, format } = schema as Record<string, number | string | undefined>;
  if (minLength !== undefined && maxLength !== undefined) rules.push(`${minLength}-${maxLength} characters`);
  else if (minLength !== undefined) rules.push(`at least ${minLength} character${minLength === 1 ? '' : 's'}`);
  else if (maxLength !== undefined) rules.push(`at most ${maxLength} characters`);
  if (minimum !== undefined) rules.push(`at least ${minimum}`);
  if (maximum !== undefined) rules.push(`at most ${maximum}`);
  if (minItems !== undefined) rules.push(`at least ${minItems} item${minItems === 1 ? '' : 's'}`);
  if (maxItems !== undefined) rules.push(`at most ${maxItems} items`);
  if (typeof format === 'string') rules.push(format);
  if ('default' in schema && schema.default !== '' && schema.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  return rules;
}

function fieldsOf(schema: Json): BodyField[] {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  return Object.entries(properties).map(([name, field]) => ({
    name,
    type: describeType(field),
    required: required.has(name),
    rules: rulesOf(field),
  }));
}

function readBody(operation: Json): RequestBody | null {
  const content = isObject(operation.requestBody) ? operation.requestBody.content : undefined;
  const schema = isObject(content) && isObject(content['application/json']) ? content['application/json'].schema : undefined;
  if (!isObject(schema)) return null;
  if (schema.type === 'array' && isObject(schema.items)) return { isList: true, fields: fieldsOf(schema.items) };
  return { isList: false, fields: fieldsOf(schema) };
}

/** The endpoints of an OpenAPI document, grouped by their first tag in the document's tag order. */
export function readApiReference(document: unknown): ApiGroup[] {
  if (!isObject(document) || !isObject(document.paths)) return [];
  const defaultSecured = Array.isArray(document.security) && document.security.length > 0;
  const groups = new Map<string, ApiEndpoint[]>();
  if (Array.isArray(document.tags)) {
    for (const tag of document.tags) if (isObject(tag) && typeof tag.name === 'string') groups.set(tag.name, []);
  }
  for (const [path, item] of Object.entries(document.paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const tag = Array.isArray(operation.tags) && typeof operation.tags[0] === 'string' ? operation.tags[0] : 'Other';
      const security = operation.security;
      const list = groups.get(tag) ?? [];
      list.push({
        method: method.toUpperCase(),
        path,
        summary: typeof operation.summary === 'string' ? operation.summary : '',
        requiresAuth: Array.isArray(security) ? security.length > 0 : defaultSecured,
        body: readBody(operation),
      });
      groups.set(tag, list);
    }
  }
  return [...groups].filter(([, endpoints]) => endpoints.length > 0).map(([tag, endpoints]) => ({ tag, endpoints }));
}

/** Endpoints whose method, path, summary or tag contain the query (case-insensitive). */
export function filterApiReference(groups: ApiGroup[], query: string): ApiGroup[] {
  const q = query.trim().toLowerCase();
  if (!q) return groups;
  return groups
    .map((group) => ({
      tag: group.tag,
      endpoints: group.endpoints.filter((ep) =>
        `${group.tag} ${ep.method} ${ep.path} ${ep.summary}`.toLowerCase().includes(q),
      ),
    }))
    .filter((group) => group.endpoints.length > 0);
}
