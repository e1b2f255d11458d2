/**
 * The company's message templates (issue 48): rejection, interview invitation, offer and free ones, each with
 * a name, subject and body using the merge fields of rules/template-render.ts. Every company has one default
 * of each kind without setup (`default-<kind>`, texts in messages.ts); saving a default keeps the company's
 * version, deleting it resets it. Templates live in a server table, read over REST (not replicated).
 */
import { z } from 'zod';
import { TEMPLATE_TEXTS as T, VALIDATION_MESSAGES as M, maxLengthMessage } from '../messages.ts';
import { unknownFields } from '../rules/template-render.ts';
import { BULK_ACTION_MAX } from './application-forms.ts';
import { idSchema } from './common.ts';

export const TEMPLATE_KINDS = ['rejection', 'interview', 'offer', 'other'] as const;
export const templateKindSchema = z.enum(TEMPLATE_KINDS);
export type TemplateKind = z.infer<typeof templateKindSchema>;

/** Length caps: a subject line, and a body well under a message's 10000 characters once filled in. */
export const TEMPLATE_LIMITS = { name: 80, subject: 200, body: 5000 } as const;

/** The id of a kind's default template. */
export const defaultTemplateId = (kind: TemplateKind) => `default-${kind}`;
/** The kind whose default this id names, or null for a company's own template. */
export function defaultKindOf(id: string): TemplateKind | null {
  const kind = id.startsWith('default-') ? id.slice('default-'.length) : '';
  return (TEMPLATE_KINDS as readonly string[]).includes(kind) ? (kind as TemplateKind) : null;
}

const knownFieldsOnly = (value: string) => unknownFields(value).length === 0;
const unknownMessage = (value: string) => T.unknownField(unknownFields(value).map((n) => `{{${n}}}`).join(', '));

const templateText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, T.required(label))
    .max(max, maxLengthMessage(label, max))
    .refine(knownFieldsOnly, { error: (issue) => unknownMessage(String(issue.input)) });

/** A template as the editor saves it (create and update alike). */
export const templateFormSchema = z.object({
  kind: templateKindSchema,
  name: templateText('Name', TEMPLATE_LIMITS.name),
  subject: templateText('Subject', TEMPLATE_LIMITS.subject).refine((s) => !/[\r\n]/.test(s), T.subjectOneLine),
  body: templateText('Text', TEMPLATE_LIMITS.body),
});
export type TemplateForm = z.infer<typeof templateFormSchema>;

/** A template as the list answers it. */
export const companyTemplateSchema = templateFormSchema.extend({
  id: z.string(),
  /** A kind's default: it cannot be deleted, only reset. */
  isDefault: z.boolean(),
  /** A default the company changed (reset brings the default text back). */
  edited: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type CompanyTemplate = z.infer<typeof companyTemplateSchema>;
export const templateListResponseSchema = z.object({ templates: z.array(companyTemplateSchema) });

/** Sending a template: the server renders it for each application; the client names nothing else. */
export const templateSendSchema = z.object({
  applicationIds: z
    .array(idSchema)
    .min(1, M.bulkActionEmpty)
    .max(BULK_ACTION_MAX, M.bulkActionTooMany(BULK_ACTION_MAX))
    .refine((ids) => new Set(ids).size === ids.length, M.bulkActionRepeated),
});
export type TemplateSend = z.infer<typeof templateSendSchema>;
/** How long a delayed rejection waits before it goes (cancellable until then). */
export const TEMPLATE_SEND_DELAY_MS = 24 * 60 * 60 * 1000;
/** A delayed send as scheduled: its id (to cancel it) and when it goes. */
export const scheduledSendResponseSchema = z.object({ id: z.string(), sendAt: z.string() });
export const templateSendResponseSchema = z.object({
  sent: z.array(z.string()),
  refused: z.array(z.object({ id: z.string(), code: z.string(), reason: z.string() })),
});
export type TemplateSendResponse = z.infer<typeof templateSendResponseSchema>;

/** Every kind's default, as a company without setup has them. */
export function defaultTemplates(): CompanyTemplate[] {
  return TEMPLATE_KINDS.map((kind) => ({ id: defaultTemplateId(kind), kind, ...T.defaults[kind], isDefault: true, edited: false, updatedAt: null }));
}
