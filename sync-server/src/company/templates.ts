/**
 * The company's message templates (issue 48) and their sending. Templates are the company's alone: another
 * company's template, or none, is a 404. Admins and recruiters write and send them; interviewers read them
 * only (they do not message candidates). Sending renders each template on the server with the shared
 * renderer, from what the server holds (the client names a template and applications, nothing else), then
 * posts the text into the candidate's conversation as a message of the company signed by the member, and
 * mails it to the candidate's address. Each application is checked as the board's bulk action checks it: one
 * the company may not see is refused as not found, and a refused message sends no mail.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import { BOARD_TEXTS, TEMPLATE_TEXTS as T } from '@shared/messages.ts';
import { formatInterviewTime } from '@shared/rules/interview-time.ts';
import { firstNameOf, renderTemplate, templateHtml, usesField, type MergeValues } from '@shared/rules/template-render.ts';
import { memberSignature } from '@shared/schemas/company.ts';
import { defaultKindOf, defaultTemplates, type CompanyTemplate, type TemplateForm, type TemplateSendResponse } from '@shared/schemas/company-templates.ts';
import { actingViewer, memberIdOf, roleMayWrite } from '../auth/company-viewer.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { companyTemplates, users } from '../db/schema.ts';
import { deliver, type Transport } from '../delivery/transport.ts';
import { httpError } from '../http-error.ts';
import { getVisible, listVisible, writeDocument } from '../replication/documents.ts';
import { readRow } from '../store/rows.ts';
import { companyMember, companyName } from './members.ts';

/** The caller's company, for reading its templates; 403 for anyone outside a company. */
function readerCompanyOf(viewer: Viewer): string {
  if (viewer.userType !== 'employer' || !viewer.company) httpError(403, 'forbidden', 'Only members of a company have templates.');
  return viewer.company.id;
}

/** The caller's company when their role writes and sends templates (admins, recruiters); 403 otherwise. */
function writerCompanyOf(viewer: Viewer): string {
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
async function findTemplate(db: Db, companyId: string, id: string): Promise<CompanyTemplate | null> {
  const [row] = await db.select().from(companyTemplates).where(and(eq(companyTemplates.companyId, companyId), eq(companyTemplates.id, id)));
  if (row) return fromRow(row);
  return defaultTemplates().find((template) => template.id === id) ?? null;
}

const notFound = (): never => httpError(404, 'not_found', T.notFound);

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

/** The application's next interview for the candidate's clock ('' when none is proposed or scheduled). */
async function interviewTimeOf(db: Db, viewer: Viewer, applicationId: string, now: Date): Promise<string> {
  const interviews = await listVisible(db, 'interviews', viewer, sql`doc->>'applicationId' = ${applicationId} and doc->>'status' in ('scheduled', 'proposed')`, now);
  const next = interviews
    .map((doc) => ({ at: String(doc.scheduledDateTime), zone: doc.candidateTimeZone as string | undefined }))
    .sort((a, b) => a.at.localeCompare(b.at))
    .find((i) => i.at >= now.toISOString());
  return next ? formatInterviewTime(next.at, next.zone) : '';
}

/** The direct conversation of the company and the candidate, opened when there is none. */
async function conversationWith(db: Db, viewer: Viewer, candidateUserId: string, now: () => Date): Promise<string> {
  const company = actingViewer(viewer, 'conversations').userId;
  const pair = JSON.stringify([company, candidateUserId]);
  const [existing] = await listVisible(db, 'conversations', viewer, sql`doc->'participantUserIds' @> ${pair}::jsonb and doc->>'kind' = 'direct'`);
  if (existing) return String(existing.id);
  const opened = await writeDocument(db, 'conversations', viewer, { id: randomUUID(), kind: 'direct', participantUserIds: [company, candidateUserId] }, now);
  return String(opened.id);
}

/** A refusal the rules threw, as a line of the answer. */
async function refusalOf(error: unknown): Promise<{ code: string; reason: string }> {
  if (!(error instanceof HTTPException)) throw error;
  const body = (await error.getResponse().json()) as { error: { code: string; message: string } };
  return { code: body.error.code, reason: body.error.message };
}

/** Send a template to the candidates of these applications: the message in their conversation, and the mail. */
export async function sendTemplate(db: Db, transport: Transport, viewer: Viewer, templateId: string, applicationIds: string[], now: () => Date): Promise<TemplateSendResponse> {
  const companyId = writerCompanyOf(viewer);
  const template = (await findTemplate(db, companyId, templateId)) ?? notFound();
  const company = await companyName(db, companyId);
  const member = await companyMember(db, companyId, memberIdOf(viewer));
  const senderName = memberSignature(member?.name ?? '', company);
  const needsInterview = usesField(template.subject, 'interviewTime') || usesField(template.body, 'interviewTime');
  const answer: TemplateSendResponse = { sent: [], refused: [] };
  for (const id of applicationIds) {
    const refuse = (code: string, reason: string) => answer.refused.push({ id, code, reason });
    // As the bulk action: another company's application, or none, reads as not found.
    const application = await getVisible(db, 'applications', viewer, id);
    if (!application) {
      refuse('not_found', BOARD_TEXTS.notFound);
      continue;
    }
    const candidate = await readRow(db, 'candidates', String(application.candidateId));
    const candidateUserId = candidate?.ownerUserId;
    if (!candidate || candidate.deleted || !candidateUserId) {
      refuse('not_found', T.noAddress);
      continue;
    }
    const interviewTime = needsInterview ? await interviewTimeOf(db, viewer, id, now()) : '';
    if (needsInterview && !interviewTime) {
      refuse('rule', T.noInterview);
      continue;
    }
    const values: MergeValues = {
      candidateFirstName: String(candidate.doc.firstName ?? '') || firstNameOf(String(application.candidateName ?? '')),
      jobTitle: String(application.jobTitle ?? ''),
      companyName: company,
      senderName,
      interviewTime,
    };
    const subject = renderTemplate(template.subject, values);
    const body = renderTemplate(template.body, values);
    try {
      const conversationId = await conversationWith(db, viewer, candidateUserId, now);
      await writeDocument(db, 'messages', viewer, { id: randomUUID(), conversationId, content: body }, now);
    } catch (error) {
      const refusal = await refusalOf(error);
      refuse(refusal.code, refusal.reason);
      continue;
    }
    const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, candidateUserId));
    if (person?.email) deliver(transport.sendEmail({ to: person.email, subject, text: body, html: templateHtml(body) }), 'a template message');
    answer.sent.push(id);
  }
  return answer;
}
