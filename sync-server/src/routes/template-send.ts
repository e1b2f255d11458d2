/**
 * Sending a company's template (issue 48): the server renders it for each application with the shared
 * renderer, from what it holds (the client names a template and applications, nothing else), then posts the
 * text into the candidate's conversation (opened when there is none) as a message of the company signed by the
 * member, and mails it to the candidate's address. Each application is checked as the board's bulk action
 * checks it: one the company may not see is refused as not found; a message the rules refuse (the rate of
 * messages too) is reported with why, and sends no mail.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import { BOARD_TEXTS, TEMPLATE_TEXTS as T } from '@shared/messages.ts';
import { formatInterviewTime } from '@shared/rules/interview-time.ts';
import { firstNameOf, renderTemplate, templateHtml, usesField, type MergeValues } from '@shared/rules/template-render.ts';
import { memberSignature } from '@shared/schemas/company.ts';
import type { TemplateSendResponse } from '@shared/schemas/company-templates.ts';
import { actingViewer, memberIdOf } from '../auth/company-viewer.ts';
import type { Viewer } from '../auth/viewer.ts';
import { companyMember, companyName } from '../company/members.ts';
import { findTemplate, notFound, writerCompanyOf } from '../company/templates.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { deliver, type Transport } from '../delivery/transport.ts';
import { getVisible, listVisible, writeDocument } from '../replication/documents.ts';
import { readRow } from '../store/rows.ts';

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
