/**
 * A strict reader of the Prometheus text exposition format (version 0.0.4), for tests of GET /metrics: every
 * sample must belong to a family declared by `# TYPE` before it, names and labels must be well formed, label
 * values properly escaped, values numbers. Anything else throws, naming the line.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SUFFIXES = ['_bucket', '_sum', '_count', '_total', '_created'];

function parseValue(text: string, line: string): number {
  // Prometheus reads values with Go's ParseFloat, which takes these in any case (prom-client writes `Nan`).
  if (/^\+?inf$/i.test(text)) return Infinity;
  if (/^-inf$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`not a number in: ${line}`);
  return Number(text);
}

/** `{a="x",b="y"}` from just after the `{`; answers the labels and where the closing `}` is. */
function parseLabels(text: string, from: number, line: string): [Record<string, string>, number] {
  const labels: Record<string, string> = {};
  let at = from;
  for (;;) {
    if (text[at] === '}') return [labels, at];
    const eq = text.indexOf('=', at);
    const name = text.slice(at, eq);
    if (eq < 0 || !/^[a-zA-Z_][a-zA-Z0-9_]*$/.test(name) || text[eq + 1] !== '"') throw new Error(`bad label in: ${line}`);
    let value = '';
    let i = eq + 2;
    for (; i < text.length && text[i] !== '"'; i++) {
      if (text[i] === '\\') {
        const next = text[++i];
        if (next === 'n') value += '\n';
        else if (next === '\\' || next === '"') value += next;
        else throw new Error(`bad escape in: ${line}`);
      } else value += text[i];
    }
    if (i >= text.length) throw new Error(`unterminated label value in: ${line}`);
    if (name in labels) throw new Error(`label ${name} twice in: ${line}`);
    labels[name] = value;
    at = i + 1;
    if (text[at] === ',') at++;
    else if (text[at] !== '}') throw new Error(`expected , or } in: ${line}`);
  }
}

export function parsePrometheusText(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const [, keyword, name, rest] = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line) ?? [];
      if (!keyword) continue; // a plain comment
      if (!NAME.test(name!)) throw new Error(`bad metric name in: ${line}`);
      if (keyword === 'TYPE') {
        if (!TYPES.has(rest!)) throw new Error(`unknown type in: ${line}`);
        if (types.has(name!)) throw new Error(`type of ${name} twice`);
        types.set(name!, rest!);
      }
      continue;
    }
    const nameEnd = line.search(/[{ ]/);
    if (nameEnd <= 0) throw new Error(`bad sample: ${line}`);
    const name = line.slice(0, nameEnd);
    if (!NAME.test(name)) throw new Error(`bad metric name in: ${line}`);
    let labels: Record<string, string> = {};
    let rest = line.slice(nameEnd);
    if (rest.startsWith('{')) {
      const [parsed, close] = parseLabels(line, nameEnd + 1, line);
      labels = parsed;
      rest = line.slice(close + 1);
    }
    const fields = rest.trim().split(' ');
    if (!rest.startsWith(' ') || fields.length < 1 || fields.length > 2) throw new Error(`bad sample: ${line}`);
    const family = types.has(name) ? name : SUFFIXES.map((s) => (name.endsWith(s) ? name.slice(0, -s.length) : '')).find((f) => f && types.has(f));
    if (!family) throw new Error(`sample of no declared family: ${line}`);
    samples.push({ name, labels, value: parseValue(fields[0]!, line) });
  }
  return samples;
}

/** The value of the one sample of `name` with exactly these labels among others it may have; 0 when absent. */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}
