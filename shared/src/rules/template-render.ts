/**
 * Message templates' merge fields (issue 48): ONE renderer, run by the PWA's preview and, with authority, by the
 * server when it sends. One pass over the template: a value is inserted as it is and never read again, so a
 * name holding `{{jobTitle}}` stays those characters. Values are one line: a line break or other control
 * character in a value becomes a space, so a name cannot start a paragraph of its own or a header line. The
 * result is plain text: the mail's HTML escapes it (`templateHtml`), the app shows it as text.
 */

/** The merge fields a template may use. */
export const MERGE_FIELDS = ['candidateFirstName', 'jobTitle', 'companyName', 'senderName', 'interviewTime'] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];
export type MergeValues = Record<MergeField, string>;

const FIELD = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

/** The fields a template names that are not merge fields (saved templates have none: the schema refuses them). */
export function unknownFields(template: string): string[] {
  const names = [...template.matchAll(FIELD)].map((m) => m[1]!).filter((name) => !(MERGE_FIELDS as readonly string[]).includes(name));
  return [...new Set(names)];
}

/** Whether a template uses a field (e.g. `interviewTime`, which needs a scheduled interview). */
export function usesField(template: string, field: MergeField): boolean {
  return [...template.matchAll(FIELD)].some((m) => m[1] === field);
}

/** A value as one line of text: control characters (line breaks included) become spaces. */
function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim();
}

/** The template with its fields filled in; an unknown field is left as written. */
export function renderTemplate(template: string, values: MergeValues): string {
  return template.replace(FIELD, (whole, name: string) => ((MERGE_FIELDS as readonly string[]).includes(name) ? oneLine(values[name as MergeField] ?? '') : whole));
}

/** A full name's first word: how the templates greet a candidate. */
export function firstNameOf(fullName: string): string {
  return oneLine(fullName).split(' ')[0] ?? '';
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Rendered text as mail HTML: every character escaped, blank lines as paragraphs, single breaks as <br>. */
export function templateHtml(text: string): string {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escape).join('<br>')}</p>`)
    .join('\n');
}
