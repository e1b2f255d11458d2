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
import { TEMPLATE_SEND_DELAY_MS } from '@shared/schemas/company-templates.ts';
import { armJob, disarmJob, type JobHandler } from '../jobs/scheduled-jobs.ts';
import { queryRows } from '../db/client.ts';
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
import type { AppDeps } from '../context.ts';
import { createTransportFromEnv, deliver, type Transport } from '../delivery/transport.ts';
import { httpError } from '../http-error.ts';
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
export async function sendTemplate(
  db: Db,
  transport: Transport,
  viewer: Viewer,
  templateId: string,
  applicationIds: string[],
  now: () => Date,
  /** A delayed rejection's: only to applications still in this status (one reopened meanwhile gets nothing). */
  requireStatus?: string,
): Promise<TemplateSendResponse> {
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
    if (requireStatus && application.status !== requireStatus) {
      refuse('rule', T.statusChanged);
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

/** The scheduled job of a delayed send: who asked (their role is checked again when it runs) and what. */
export const TEMPLATE_SEND_JOB = 'template-send';
interface DelayedSend {
  companyId: string;
  memberUserId: string;
  templateId: string;
  applicationIds: string[];
  requireStatus?: string;
}

/**
 * Send a template later (a rejection after 24 hours, cancellable until then): a scheduled job, which sends as
 * the member who asked if they still may, to the applications still in the status they had when it was asked.
 */
export async function scheduleTemplateSend(db: Db, viewer: Viewer, templateId: string, applicationIds: string[], now: Date): Promise<{ id: string; sendAt: string }> {
  const companyId = writerCompanyOf(viewer);
  if (!(await findTemplate(db, companyId, templateId))) notFound();
  const id = `${TEMPLATE_SEND_JOB}:${randomUUID()}`;
  const sendAt = new Date(now.getTime() + TEMPLATE_SEND_DELAY_MS);
  const payload: DelayedSend = { companyId, memberUserId: memberIdOf(viewer), templateId, applicationIds, requireStatus: 'rejected' };
  await armJob(db, { id, kind: TEMPLATE_SEND_JOB, runAt: sendAt, payload: { ...payload } });
  return { id, sendAt: sendAt.toISOString() };
}

/** Cancel a delayed send of the caller's company before it goes; 404 when none is pending (another company's too). */
export async function cancelTemplateSend(db: Db, viewer: Viewer, id: string): Promise<void> {
  const companyId = writerCompanyOf(viewer);
  const [pending] = await queryRows(
    db,
    sql`select id from scheduled_jobs where id = ${id} and kind = ${TEMPLATE_SEND_JOB} and done_at is null and payload->>'companyId' = ${companyId}`,
  );
  if (!pending) httpError(404, 'not_found', T.noScheduledSend);
  await disarmJob(db, id);
}

/** The delayed sends' job: as the member who asked, if they are still an admin or recruiter of the company. */
export function templateSendJobHandlers(deps: Pick<AppDeps, 'env' | 'transport'> & Partial<Pick<AppDeps, 'log'>>): Record<string, JobHandler> {
  const transport = deps.transport ?? createTransportFromEnv(deps.env, deps.log);
  return {
    [TEMPLATE_SEND_JOB]: async (db, job, now) => {
      const send = job.payload as unknown as DelayedSend;
      const member = await companyMember(db, send.companyId, send.memberUserId);
      if (!member || member.role === 'interviewer') return;
      const viewer: Viewer = { userId: send.memberUserId, userType: 'employer', email: '', isSupportAgent: false, company: { id: send.companyId, role: member.role } };
      try {
        await sendTemplate(db, transport, viewer, send.templateId, send.applicationIds, () => now, send.requireStatus);
      } catch (error) {
        // The template was deleted meanwhile (404): nothing to send, and nothing to try again.
        if (!(error instanceof HTTPException)) throw error;
      }
    },
  };
}
