/**
 * fast-check arbitraries of what an attacker or a broken client sends: strings with NUL, lone surrogates, emoji
 * and combining marks, numbers past 2^53 and 2^63, deep nesting, prototype keys, and bodies that follow a JSON
 * schema closely enough to get past the first check (so the fuzz reaches the code behind it).
 */
import fc from 'fast-check';

/** A JSON schema as `z.toJSONSchema` writes it (only what the generators read). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\uffff\ufeff\u200b',
  '😀'.repeat(61),
  'e\u0301'.repeat(300),
  'ǅ\u0344\u0489'.repeat(40),
  '‮gnp.exe',
  '../../../etc/passwd',
  '%00%E0%A4%A%ZZ',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  '2026-02-30T25:61:00Z',
  '9223372036854775808',
  'x'.repeat(70_000),
];

/** A string that breaks assumptions: control characters, broken UTF-16, emoji, very long. */
export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('\u0000', '\ud83d', '\ude00', '😀', 'a', '\u0301'), maxLength: 30 }) },
);

/** Numbers past every boundary a database column or JSON parser has. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, 2 ** 63, -(2 ** 63), 2 ** 64, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, hostile at every leaf, nested a few levels. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('id', 'userId', 'isAdmin', 'plan')), tie('value'), { maxKeys: 4 }),
  ),
})).value;

function union(...parts: fc.Arbitrary<unknown>[]): fc.Arbitrary<unknown> {
  return parts.length === 1 ? parts[0]! : fc.oneof(...parts);
}

const TEXT_UNIT = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz     ABC0123456789.,', 'é', 'ß', '😀', 'e\u0301');

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern fast-check cannot generate from: plain text then.
    }
  }
  return fc.string({ unit: TEXT_UNIT, minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 120, 400) });
}

/**
 * Values for fields the JSON schema cannot describe (zod refinements: e-mails, phones, links, codes, ids that
 * must exist), chosen by the field's name, e.g. `[/email/i, fc.constant('a@example.com')]`.
 */
export type FieldHints = [RegExp, fc.Arbitrary<unknown>][];

/** A value that follows the schema, as far as a JSON schema and the hints can say. */
function plausible(schema: JsonSchema, hints: FieldHints, key = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return union(...alternatives.map((s) => plausible(s, hints, key)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (!type && schema.allOf?.length) return plausible(schema.allOf[0]!, hints, key);
  const hint = type !== 'object' && type !== 'array' ? hints.find(([name]) => name.test(key)) : undefined;
  if (hint) return hint[1];
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 1_000_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? plausible(schema.items, hints, key) : hostileJson, { maxLength: 3 });
    case 'object': {
      const entries = Object.entries(schema.properties ?? {}).map(([name, s]) => [name, plausible(s, hints, name)] as const);
      return fc.record(Object.fromEntries(entries));
    }
    default:
      return hostileJson;
  }
}

type Leaf = { parent: Record<string, unknown> | unknown[]; key: string | number };

function leavesOf(value: unknown, found: Leaf[] = []): Leaf[] {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      found.push({ parent: value as Record<string, unknown>, key: Array.isArray(value) ? Number(key) : key });
      leavesOf(child, found);
    }
  }
  return found;
}

/** The value with one field (picked by `pick`) replaced by `replacement`, or removed when it is undefined. */
function mutateOne(value: unknown, pick: number, replacement: unknown): unknown {
  const copy = structuredClone(value);
  const leaves = leavesOf(copy);
  if (!leaves.length) return replacement;
  const { parent, key } = leaves[pick % leaves.length]!;
  if (replacement === undefined && !Array.isArray(parent)) delete parent[key as string];
  else (parent as Record<string | number, unknown>)[key] = replacement;
  return copy;
}

/**
 * A valid value, or one valid but for one field that is hostile, of the wrong type or missing: such a request
 * gets past the first check, so the fuzz reaches the code behind it.
 */
export function withOneHostileField(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const replacement = fc.oneof(hostileString, hostileString, hostileNumber, hostileJson, fc.constant(undefined));
  return fc.oneof(valid, fc.tuple(valid, fc.nat(), replacement).map(([v, pick, r]) => mutateOne(v, pick, r)));
}

/** A value of a JSON schema, with at most one hostile field. */
export function fromSchema(schema: JsonSchema, hints: FieldHints): fc.Arbitrary<unknown> {
  return withOneHostileField(plausible(schema, hints));
}

/** A request body as sent on the wire: text (maybe not JSON at all) or raw bytes (maybe not UTF-8). */
export type WireBody = string | Uint8Array;

function injectKeys(json: string): string {
  if (!json.startsWith('{')) return json;
  const pollution = '"__proto__":{"isAdmin":true,"userType":"employer"},"constructor":{"prototype":{"polluted":1}}';
  return json === '{}' ? `{${pollution}}` : `{${pollution},${json.slice(1)}`;
}

/** Bodies for an endpoint: `shaped` ones (with hostile fields), prototype keys, broken JSON, bytes, size. */
export function hostileBody(shaped: fc.Arbitrary<unknown>): fc.Arbitrary<WireBody> {
  return fc.oneof(
    { weight: 8, arbitrary: shaped.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 2, arbitrary: shaped.map((v) => injectKeys(JSON.stringify(v) ?? '{}')) },
    { weight: 2, arbitrary: hostileJson.map((v) => JSON.stringify(v) ?? 'null') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '',
        '{',
        '{"a":',
        'null',
        '[]',
        '"text"',
        '1e999999',
        '{"a":1,"a":2}',
        '\u0000',
        '\ufeff{}',
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
        `{"x":"${'\\ud800'.repeat(20)}"}`,
      ),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }) },
    { weight: 1, arbitrary: fc.constant(JSON.stringify({ padding: 'x'.repeat(1024 * 1024) })) },
  );
}

/** Percent-encoding that also writes lone surrogates (as the 3 bytes WTF-8 gives them), which encodeURIComponent refuses. */
export function encodeLoosely(text: string): string {
  return Array.from(text, (ch) => {
    const code = ch.charCodeAt(0);
    if (ch.length === 2 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(ch);
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  }).join('');
}

/** A path parameter as it appears in the URL, percent-encoded or raw (the server must survive both). */
export function hostileParam(realIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...realIds) },
    { weight: 3, arbitrary: hostileString.filter((s) => s.length < 5000).map(encodeLoosely) },
    {
      weight: 3,
      arbitrary: fc.constantFrom('%00', 'a%00b', '%E0%A4%A', '%ZZ', '%', '..', '..%2F..%2Fetc', '%2e%2e', '%C0%AE', '%ED%A0%80', '%F0%9F%98', 'x'.repeat(9000), '😀', '日本語', '%u0000', '-1', '9223372036854775808'),
    },
  );
}

/** A query string (without `?`), the ways browsers and attackers write them. */
export const hostileQuery = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom('token=%00', 'token=%E0%A4%A', 'v=%ZZ', 'token=a&token=b', 'token[]=1', '__proto__=1', '%', '=&=', `token=${'x'.repeat(20_000)}`, 'v=1%00', 'limit=-1') },
  { weight: 1, arbitrary: hostileString.map((s) => `token=${encodeLoosely(s)}`) },
);
