/**
 * The company's message templates (issue 48). Templates are the company's alone: another company's template,
 * or none, is a 404. Admins and recruiters write and send them; interviewers read them only (they do not
 * message candidates). Sending them is routes/template-send.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { TEMPLATE_TEXTS as T } from '@shared/messages.ts';
import { defaultKindOf, defaultTemplates, type CompanyTemplate, type TemplateForm } from '@shared/schemas/company-templates.ts';
import { memberIdOf, roleMayWrite } from '../auth/company-viewer.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { companyTemplates } from '../db/schema.ts';
import { httpError } from '../http-error.ts';

/** The caller's company, for reading its templates; 403 for anyone outside a company. */
function readerCompanyOf(viewer: Viewer): string {
  if (viewer.userType !== 'employer' || !viewer.company) httpError(403, 'forbidden', 'Only members of a company have templates.');
  return viewer.company.id;
}

/** The caller's company when their role writes and sends templates (admins, recruiters); 403 otherwise. */
export function writerCompanyOf(viewer: Viewer): string {
  const companyId = readerCompanyOf(viewer);
  if (viewer.company!.role === 'interviewer' || !roleMayWrite(viewer, 'messages')) httpError(403, 'forbidden', 'Your role in the company does not allow this change.');
  return companyId;
}

type Row = typeof companyTemplates.$inferSelect;
const fromRow = (row: Row): CompanyTemplate => {
  const isDefault = defaultKindOf(row.id) !== null;
  return { id: row.id, kind: row.kind, name: row.name, subject: row.subject, body: row.body, isDefault, edited: isDefault, updatedAt: row.updatedAt.toISOString() };
};

/** The company's templates: each kind's default (the company's version when it changed it), then its own. */
export async function listTemplates(db: Db, viewer: Viewer): Promise<CompanyTemplate[]> {
  const companyId = readerCompanyOf(viewer);
  const rows = await db.select().from(companyTemplates).where(eq(companyTemplates.companyId, companyId)).orderBy(asc(companyTemplates.createdAt), asc(companyTemplates.id));
  const stored = new Map(rows.map((row) => [row.id, fromRow(row)]));
  const defaults = defaultTemplates().map((template) => stored.get(template.id) ?? template);
  return [...defaults, ...rows.filter((row) => defaultKindOf(row.id) === null).map(fromRow)];
}

/** One template of the company (stored, or a kind's default); 404 when it is not the company's. */
export async function findTemplate(db: Db, companyId: string, id: string): Promise<CompanyTemplate | null> {
  const [row] = await db.select().from(companyTemplates).where(and(eq(companyTemplates.companyId, companyId), eq(companyTemplates.id, id)));
  if (row) return fromRow(row);
  return defaultTemplates().find((template) => template.id === id) ?? null;
}

export const notFound = (): never => httpError(404, 'not_found', T.notFound);

/** A new template of the company. */
export async function createTemplate(db: Db, viewer: Viewer, form: TemplateForm, now: Date): Promise<CompanyTemplate> {
  const companyId = writerCompanyOf(viewer);
  const [row] = await db.insert(companyTemplates).values({ companyId, id: randomUUID(), ...form, updatedBy: memberIdOf(viewer), createdAt: now, updatedAt: now }).returning();
  return fromRow(row!);
}

/** A changed template; a default's change is kept as the company's version of it (its kind stays). */
export async function updateTemplate(db: Db, viewer: Viewer, id: string, form: TemplateForm, now: Date): Promise<CompanyTemplate> {
  const companyId = writerCompanyOf(viewer);
  const defaultKind = defaultKindOf(id);
  if (defaultKind) {
    if (form.kind !== defaultKind) httpError(400, 'invalid', 'A default template keeps its kind.');
    const [row] = await db
      .insert(companyTemplates)
      .values({ companyId, id, ...form, updatedBy: memberIdOf(viewer), createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [companyTemplates.companyId, companyTemplates.id], set: { name: form.name, subject: form.subject, body: form.body, updatedBy: memberIdOf(viewer), updatedAt: now } })
      .returning();
    return fromRow(row!);
  }
  const [row] = await db
    .update(companyTemplates)
    .set({ ...form, updatedBy: memberIdOf(viewer), updatedAt: now })
    .where(and(eq(companyTemplates.companyId, companyId), eq(companyTemplates.id, id)))
    .returning();
  return row ? fromRow(row) : notFound();
}

/** Delete the company's own template, or reset a default to its text (the same call). */
export async function deleteTemplate(db: Db, viewer: Viewer, id: string): Promise<void> {
  const companyId = writerCompanyOf(viewer);
  const gone = await db.delete(companyTemplates).where(and(eq(companyTemplates.companyId, companyId), eq(companyTemplates.id, id))).returning({ id: companyTemplates.id });
  if (!gone.length && !defaultKindOf(id)) notFound();
}
