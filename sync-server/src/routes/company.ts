/**
 * /api/company: the caller's company, its members and invitations (company/members.ts decides who may do what).
 * The invitation link is a page of the app (/invitation?token=...) that reads the invitation by GET and uses it
 * only by the POST of its Accept button, so a mail scanner's visit spends nothing.
 */
import { Hono } from 'hono';
import { COMPANY_ROLE_LABELS, acceptInvitationSchema, changeRoleSchema, invitationTokenSchema, inviteMemberSchema } from '@shared/schemas/company.ts';
import { companyResponseSchema, invitationPreviewSchema, okResponseSchema } from '@shared/schemas/api-responses.ts';
import { signedInResponseSchema } from '@shared/schemas/auth-responses.ts';
import { createUser } from '../auth/create-user.ts';
import { startSession } from '../auth/sessions.ts';
import { findUserByEmail, findUserById, toCurrentUser } from '../auth/users.ts';
import { acceptInvitation, changeRole, companyName, inviteMember, previewInvitation, readCompany, removeMember, resendInvitation, revokeInvitation } from '../company/members.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { companyInvitationEmail } from '../delivery/auth-messages.ts';
import { createTransportFromEnv, deliver } from '../delivery/transport.ts';
import { httpError } from '../http-error.ts';
import { requireViewer } from '../middleware/require-viewer.ts';
import { jsonBody, validQuery } from '../middleware/validate.ts';
import { describeRoute } from '../openapi/route-docs.ts';
import { companyTemplateSchema, scheduledSendResponseSchema, templateFormSchema, templateListResponseSchema, templateSendResponseSchema, templateSendSchema } from '@shared/schemas/company-templates.ts';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from '../company/templates.ts';
import { cancelTemplateSend, scheduleTemplateSend, sendTemplate } from './template-send.ts';

const TEMPLATE_EXAMPLE = { kind: 'rejection', name: 'Position filled', subject: 'Your application for {{jobTitle}}', body: 'Dear {{candidateFirstName}},\n\nThe position is filled.\n\n{{senderName}}' };

export function companyRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const transport = deps.transport ?? createTransportFromEnv(deps.env, deps.log);
  const mail = async (to: string, token: string, companyId: string, role: keyof typeof COMPANY_ROLE_LABELS) => {
    const link = `${deps.env.publicOrigin}/invitation?token=${token}`;
    deliver(transport.sendEmail(companyInvitationEmail(to, link, await companyName(db, companyId), COMPANY_ROLE_LABELS[role])), 'a company invitation');
  };
  const ok = { ok: true as const };

  return new Hono<AppEnv>()
    .get(
      '/invitation',
      describeRoute({ summary: 'What an invitation link names (does not use it up)', tag: 'Company', response: invitationPreviewSchema, answers: { 404: 'Expired, used or revoked' } }),
      validQuery(invitationTokenSchema),
      async (c) => c.json(await previewInvitation(db, c.req.valid('query').token, deps.now())),
    )
    .post(
      '/invitation/accept',
      describeRoute({ summary: 'Use an invitation: join with this account, or make one', tag: 'Company', response: signedInResponseSchema, answers: { 404: 'Expired, used or revoked', 409: 'Leave your company first, or not an employer account' }, example: { token: 'q3JkZ0xWbU5oYkZ4d2JYQm9hMlk0', firstName: 'Sam', lastName: 'Lee' } }),
      jsonBody(acceptInvitationSchema),
      async (c) => {
        const { token, firstName, lastName } = c.req.valid('json');
        const now = deps.now();
        const viewer = c.var.viewer;
        if (viewer && viewer.userType !== 'employer') httpError(409, 'not_employer', 'A candidate account cannot join a company; sign out and accept with another address.');
        const preview = await previewInvitation(db, token, now);
        // Holding the link proves the address, as a magic link does: its account is signed in, or made.
        const existing = viewer ? await findUserById(db, viewer.userId) : await findUserByEmail(db, preview.email);
        if (existing && existing.userType !== 'employer') httpError(409, 'not_employer', 'This address has a candidate account, which cannot join a company.');
        const invitation = await acceptInvitation(db, token, existing?.id ?? null, now);
        const user = existing
          ? toCurrentUser(existing)
          : await createUser(db, { email: invitation.email, userType: 'employer', firstName, lastName, company: { companyId: invitation.companyId, role: invitation.role } }, now);
        if (!viewer) await startSession(c, db, user.id, now, deps.env.APP_ORIGIN);
        return c.json({ user });
      },
    )
    .use(requireViewer)
    .get('/', describeRoute({ summary: "The caller's company, team and pending invitations", tag: 'Company', response: companyResponseSchema }), async (c) =>
      c.json(await readCompany(db, c.var.viewer!, deps.now())),
    )
    .post(
      '/invitations',
      describeRoute({ summary: 'Invite an address with a role (admins); again, a new link', tag: 'Company', response: okResponseSchema, answers: { 403: 'Not an admin', 409: 'Already a member' }, example: { email: 'sam.lee@example.com', role: 'recruiter' } }),
      jsonBody(inviteMemberSchema),
      async (c) => {
        const { email, role } = c.req.valid('json');
        const { token } = await inviteMember(db, c.var.viewer!, email, role, deps.now());
        await mail(email.trim().toLowerCase(), token, c.var.viewer!.company!.id, role);
        return c.json(ok, 201);
      },
    )
    .post('/invitations/:id/resend', describeRoute({ summary: 'Send a pending invitation again', tag: 'Company', response: okResponseSchema, answers: { 403: 'Not an admin', 404: 'No such invitation' } }), async (c) => {
      const sent = await resendInvitation(db, c.var.viewer!, c.req.param('id'), deps.now());
      await mail(sent.email, sent.token, c.var.viewer!.company!.id, sent.role);
      return c.json(ok);
    })
    .delete('/invitations/:id', describeRoute({ summary: 'Revoke a pending invitation', tag: 'Company', response: okResponseSchema, answers: { 403: 'Not an admin', 404: 'No such invitation' } }), async (c) => {
      await revokeInvitation(db, c.var.viewer!, c.req.param('id'), deps.now());
      return c.json(ok);
    })
    .patch(
      '/members/:userId',
      describeRoute({ summary: "Change a member's role (admins)", tag: 'Company', response: okResponseSchema, answers: { 403: 'Not an admin', 404: 'No such member', 409: 'The last admin' }, example: { role: 'interviewer' } }),
      jsonBody(changeRoleSchema),
      async (c) => {
        await changeRole(db, c.var.viewer!, c.req.param('userId'), c.req.valid('json').role);
        return c.json(ok);
      },
    )
    .delete('/members/:userId', describeRoute({ summary: 'Remove a member (admins) or leave (oneself)', tag: 'Company', response: okResponseSchema, answers: { 403: 'Not an admin', 404: 'No such member', 409: 'The last admin' } }), async (c) => {
      await removeMember(db, c.var.viewer!, c.req.param('userId'), deps.now());
      return c.json(ok);
    })
    .get('/templates', describeRoute({ summary: "The company's message templates, each kind's default included", tag: 'Company', response: templateListResponseSchema, answers: { 403: 'Not a member of a company' } }), async (c) =>
      c.json({ templates: await listTemplates(db, c.var.viewer!) }),
    )
    .post(
      '/templates',
      describeRoute({ summary: 'Add a message template (admins, recruiters)', tag: 'Company', response: companyTemplateSchema, answers: { 201: 'The new template', 400: 'Not a valid template (an unknown merge field too)', 403: 'Not an admin or recruiter' }, example: TEMPLATE_EXAMPLE }),
      jsonBody(templateFormSchema),
      async (c) => c.json(await createTemplate(db, c.var.viewer!, c.req.valid('json'), deps.now()), 201),
    )
    .put(
      '/templates/:id',
      describeRoute({ summary: "Change a template; a default's change is kept as the company's version", tag: 'Company', response: companyTemplateSchema, answers: { 400: 'Not a valid template', 403: 'Not an admin or recruiter', 404: 'No such template' }, example: TEMPLATE_EXAMPLE }),
      jsonBody(templateFormSchema),
      async (c) => c.json(await updateTemplate(db, c.var.viewer!, c.req.param('id'), c.req.valid('json'), deps.now())),
    )
    .delete('/templates/:id', describeRoute({ summary: 'Delete a template, or reset a default to its text', tag: 'Company', response: okResponseSchema, answers: { 403: 'Not an admin or recruiter', 404: 'No such template' } }), async (c) => {
      await deleteTemplate(db, c.var.viewer!, c.req.param('id'));
      return c.json(ok);
    })
    .post(
      '/templates/:id/send',
      describeRoute({ summary: 'Send a template to the candidates of applications: a message and a mail each', tag: 'Company', response: templateSendResponseSchema, answers: { 200: 'Which were sent and which refused, with why', 400: 'Not a valid request', 403: 'Not an admin or recruiter', 404: 'No such template' }, example: { applicationIds: ['3f0b6f2e-8f4e-4c1e-9a57-1c2d3e4f5a6b'] } }),
      jsonBody(templateSendSchema),
      async (c) => c.json(await sendTemplate(db, transport, c.var.viewer!, c.req.param('id'), c.req.valid('json').applicationIds, deps.now)),
    )
    .post(
      '/templates/:id/schedule',
      describeRoute({ summary: 'Send a rejection template in 24 hours, to the applications still rejected then (cancellable)', tag: 'Company', response: scheduledSendResponseSchema, answers: { 201: 'Scheduled', 400: 'Not a valid request', 403: 'Not an admin or recruiter', 404: 'No such template' }, example: { applicationIds: ['3f0b6f2e-8f4e-4c1e-9a57-1c2d3e4f5a6b'] } }),
      jsonBody(templateSendSchema),
      async (c) => c.json(await scheduleTemplateSend(db, c.var.viewer!, c.req.param('id'), c.req.valid('json').applicationIds, deps.now()), 201),
    )
    .delete('/scheduled-sends/:id', describeRoute({ summary: 'Cancel a scheduled template send before it goes', tag: 'Company', response: okResponseSchema, answers: { 403: 'Not an admin or recruiter', 404: 'Already sent or cancelled, or not the company’s' } }), async (c) => {
      await cancelTemplateSend(db, c.var.viewer!, c.req.param('id'));
      return c.json(ok);
    });
}
