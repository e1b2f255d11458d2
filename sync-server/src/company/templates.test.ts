/**
 * /api/company/templates (issue 48): every company has a default of each kind; admins and recruiters write,
 * interviewers read only, another company sees nothing (404). Sending renders on the server from what it
 * holds, so a hostile candidate name stays text, and each sent template arrives twice: as a mail to the
 * candidate and as a message of the company, signed by the member, in the candidate's conversation.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_TEXTS, TEMPLATE_TEXTS } from '@shared/messages.ts';
import { companyDoc, insertRow } from '../test-support/fixtures.ts';
import { grantTrial } from '../test-support/plans.ts';
import { runDueJobs } from '../jobs/scheduled-jobs.ts';
import { templateSendJobHandlers } from '../routes/template-send.ts';
import { TEMPLATE_SEND_DELAY_MS } from '@shared/schemas/company-templates.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { applyTo, postJob, pushOk, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

let server: TestServer;
let admin: TestClient;
let adminId: string;
let jobId: string;
let recruiter: TestClient;
let interviewer: TestClient;
let other: TestClient;
let candidate: TestClient;
let hostile: Awaited<ReturnType<typeof signUpCandidate>>;
let plain: Awaited<ReturnType<typeof signUpCandidate>>;
let third: Awaited<ReturnType<typeof signUpCandidate>>;
let applications: string[];
let foreignApplication: string;

const HOSTILE_NAME = '{{jobTitle}}<b>Eve</b>';
const tokenFor = (email: string) => /[?&]token=([\w-]+)/.exec(server.outbox.emails.findLast((m) => m.to === email)!.text)![1]!;
const del = (client: TestClient, path: string) => client.request('DELETE', path);
const form = { kind: 'rejection', name: 'Position filled', subject: 'About {{jobTitle}}', body: 'Dear {{candidateFirstName}},\n\nthe {{jobTitle}} role at {{companyName}} is filled.\n\n{{senderName}}' };

async function join(role: 'recruiter' | 'interviewer', firstName: string): Promise<TestClient> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
  expect((await admin.post('/api/company/invitations', { email, role })).status).toBe(201);
  const client = server.client();
  expect((await client.post('/api/company/invitation/accept', { token: tokenFor(email), firstName, lastName: 'Lee' })).status).toBe(200);
  return client;
}

/** The messages of the candidate's conversations, as their device pulls them. */
const messagesOf = async (client: TestClient) => [...(await client.pullAll('messages')).values()];

beforeAll(async () => {
  server = await createTestServer();
  const founder = await signUpEmployer(server, true, companyDoc({ companyName: 'Quayside Freight' }));
  admin = founder.client;
  adminId = founder.user.id;
  other = (await signUpEmployer(server, true, companyDoc({ companyName: 'Other Co' }))).client;
  recruiter = await join('recruiter', 'Sam');
  interviewer = await join('interviewer', 'Ivo');
  const job = await postJob(admin, { title: 'Route Planner' });
  jobId = job.id;
  hostile = await signUpCandidate(server, { firstName: HOSTILE_NAME });
  plain = await signUpCandidate(server, { firstName: 'Ada' });
  third = await signUpCandidate(server, { firstName: 'Bo' });
  candidate = plain.client;
  applications = [await applyTo(hostile.client, job.id), await applyTo(plain.client, job.id), await applyTo(third.client, job.id)];
  foreignApplication = await applyTo(plain.client, (await postJob(other)).id);
}, 120_000);
afterAll(() => server?.close());

describe('the templates list', () => {
  it('holds a default of every kind before any setup, for every member', async () => {
    for (const client of [admin, recruiter, interviewer]) {
      const res = await client.get('/api/company/templates');
      expect(res.status).toBe(200);
      expect(res.json.templates.map((t: { id: string }) => t.id)).toEqual(['default-rejection', 'default-interview', 'default-offer', 'default-other']);
    }
    expect((await candidate.get('/api/company/templates')).status).toBe(403);
  });
});

describe('writing templates', () => {
  it('admins and recruiters create, change and delete; interviewers may not; another company gets 404', async () => {
    const made = await recruiter.post('/api/company/templates', form);
    expect(made.status).toBe(201);
    const id = made.json.id as string;
    expect((await admin.put(`/api/company/templates/${id}`, { ...form, name: 'Filled' })).status).toBe(200);
    expect((await admin.get('/api/company/templates')).json.templates.find((t: { id: string }) => t.id === id)).toMatchObject({ name: 'Filled', isDefault: false });

    expect((await interviewer.post('/api/company/templates', form)).status).toBe(403);
    expect((await interviewer.put(`/api/company/templates/${id}`, form)).status).toBe(403);
    expect((await del(interviewer, `/api/company/templates/${id}`)).status).toBe(403);
    expect((await candidate.post('/api/company/templates', form)).status).toBe(403);

    expect((await other.get('/api/company/templates')).json.templates.some((t: { id: string }) => t.id === id)).toBe(false);
    expect((await other.put(`/api/company/templates/${id}`, { ...form, name: 'Mine now' })).status).toBe(404);
    expect((await del(other, `/api/company/templates/${id}`)).status).toBe(404);
    expect((await other.post(`/api/company/templates/${id}/send`, { applicationIds: [foreignApplication] })).status).toBe(404);
    expect((await admin.get('/api/company/templates')).json.templates.find((t: { id: string }) => t.id === id).name).toBe('Filled');

    expect((await del(recruiter, `/api/company/templates/${id}`)).status).toBe(200);
    expect((await admin.get('/api/company/templates')).json.templates.some((t: { id: string }) => t.id === id)).toBe(false);
    expect((await del(recruiter, `/api/company/templates/${id}`)).status).toBe(404);
  });

  it('keeps a changed default as the company’s version, and resets it', async () => {
    const changed = await admin.put('/api/company/templates/default-rejection', { ...form, name: 'Our rejection' });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ id: 'default-rejection', isDefault: true, edited: true, name: 'Our rejection' });
    // Another company's default is untouched.
    expect((await other.get('/api/company/templates')).json.templates[0]).toMatchObject({ name: TEMPLATE_TEXTS.defaults.rejection.name, edited: false });
    expect((await admin.put('/api/company/templates/default-rejection', { ...form, kind: 'offer' })).status).toBe(400);
    expect((await del(admin, '/api/company/templates/default-rejection')).status).toBe(200);
    expect((await admin.get('/api/company/templates')).json.templates[0]).toMatchObject({ id: 'default-rejection', edited: false, ...TEMPLATE_TEXTS.defaults.rejection });
  });

  it('refuses bad input with a 400 and stores nothing', async () => {
    const before = (await admin.get('/api/company/templates')).json.templates.length;
    for (const bad of [
      { ...form, body: 'Dear {{firstName}}' },
      { ...form, subject: 'a\nBcc: x@example.com' },
      { ...form, body: 'x'.repeat(5001) },
      { ...form, kind: 'memo' },
      { ...form, name: '' },
      { kind: 'other' },
    ]) {
      const res = await admin.post('/api/company/templates', bad);
      expect(res.status).toBe(400);
    }
    expect((await admin.get('/api/company/templates')).json.templates).toHaveLength(before);
    expect((await admin.post('/api/company/templates/default-rejection/send', { applicationIds: [] })).status).toBe(400);
    expect((await admin.post('/api/company/templates/no-such/send', { applicationIds: [applications[0]] })).status).toBe(404);
  });
});

describe('sending a template', () => {
  it('renders on the server: a hostile name stays text in the mail and the message; both arrive, signed', async () => {
    const made = await admin.post('/api/company/templates', form);
    const mailsBefore = server.outbox.emails.length;
    const res = await recruiter.post(`/api/company/templates/${made.json.id}/send`, { applicationIds: [applications[0]] });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ sent: [applications[0]], refused: [] });

    const mails = server.outbox.emails.slice(mailsBefore);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe(hostile.user.email);
    expect(mail.subject).toBe('About Route Planner');
    expect(mail.text).toBe('Dear {{jobTitle}}<b>Eve</b>,\n\nthe Route Planner role at Quayside Freight is filled.\n\nSam Lee, Quayside Freight');
    expect(mail.html).toContain('Dear {{jobTitle}}&lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>');

    const [message] = (await messagesOf(hostile.client)).filter((m) => m.content === mail.text);
    expect(message).toMatchObject({ senderName: 'Sam Lee, Quayside Freight', content: mail.text });
    // The conversation was opened for it, and is the company's: the admin holds it too.
    expect((await messagesOf(admin)).some((m) => m.id === message!.id)).toBe(true);
  });

  it('sends several, refusing one the company may not reach, in one conversation per candidate', async () => {
    const mailsBefore = server.outbox.emails.length;
    const ids = [applications[1]!, foreignApplication, applications[2]!];
    const res = await admin.post('/api/company/templates/default-rejection/send', { applicationIds: ids });
    expect(res.status).toBe(200);
    expect(res.json.sent).toEqual([applications[1], applications[2]]);
    expect(res.json.refused).toEqual([{ id: foreignApplication, code: 'not_found', reason: BOARD_TEXTS.notFound }]);
    const mails = server.outbox.emails.slice(mailsBefore);
    expect(mails.map((m) => m.to)).toEqual([plain.user.email, third.user.email]);
    expect(mails[0]!.text).toMatch(/^Dear Ada,\n\nThank you for applying for Route Planner/);
    expect(mails[0]!.text).toMatch(/Erin Employer, Quayside Freight$/);
    // Only the company's message arrives: Other Co's template reached no one.
    const adas = await messagesOf(plain.client);
    expect(adas.filter((m) => m.content === mails[0]!.text)).toHaveLength(1);
    expect((await messagesOf(third.client)).filter((m) => m.content === mails[1]!.text)).toHaveLength(1);

    // Again to Ada: the same conversation takes the second message.
    await admin.post('/api/company/templates/default-offer/send', { applicationIds: [applications[1]] });
    const conversations = [...(await plain.client.pullAll('conversations')).values()];
    expect(conversations).toHaveLength(1);
  });

  it('refuses an interview invitation where no interview is scheduled, and interviewers send nothing', async () => {
    const mailsBefore = server.outbox.emails.length;
    const res = await admin.post('/api/company/templates/default-interview/send', { applicationIds: [applications[2]] });
    expect(res.json).toEqual({ sent: [], refused: [{ id: applications[2], code: 'rule', reason: TEMPLATE_TEXTS.noInterview }] });
    expect((await interviewer.post('/api/company/templates/default-rejection/send', { applicationIds: [applications[2]] })).status).toBe(403);
    expect((await candidate.post('/api/company/templates/default-rejection/send', { applicationIds: [applications[1]] })).status).toBe(403);
    expect(server.outbox.emails.length).toBe(mailsBefore);
  });

  it('fills {{interviewTime}} with the application’s scheduled interview, in the candidate’s clock', async () => {
    await grantTrial(server.deps.database.db, adminId, 'employer-professional', server.clock.now);
    const at = new Date(server.clock.now.getTime() + 2 * 86_400_000);
    at.setUTCHours(9, 30, 0, 0);
    await pushOk(admin, 'interviews', [
      insertRow({ id: randomUUID(), _deleted: false, jobId, candidateId: third.profile.id, applicationId: applications[2], scheduledDateTime: at.toISOString(), durationMinutes: 45 }),
    ]);
    const mailsBefore = server.outbox.emails.length;
    const res = await recruiter.post('/api/company/templates/default-interview/send', { applicationIds: [applications[2]] });
    expect(res.json).toEqual({ sent: [applications[2]], refused: [] });
    const mail = server.outbox.emails.at(-1)!;
    expect(server.outbox.emails.length).toBe(mailsBefore + 1);
    expect(mail.text).toContain('your interview is on ');
    expect(mail.text).toMatch(/your interview is on \w{3}, \w{3} \d{1,2}, \d{2}:30 /);
    expect(mail.text).not.toContain('{{interviewTime}}');
  });
});

describe('a delayed rejection', () => {
  const runJobs = (at: Date) => runDueJobs(server.deps.database.db, templateSendJobHandlers(server.deps), at);
  const later = () => new Date(server.clock.now.getTime() + TEMPLATE_SEND_DELAY_MS + 1000);

  it('goes after 24 hours to the applications still rejected then; a cancelled one never goes', async () => {
    const [toHostile, toAda] = [applications[0]!, applications[1]!];
    for (const id of [toHostile, toAda]) expect((await admin.put(`/api/applications/${id}`, { status: 'rejected', rejectionReason: 'skills' })).status).toBe(200);
    const scheduled = await recruiter.post('/api/company/templates/default-rejection/schedule', { applicationIds: [toHostile, toAda] });
    expect(scheduled.status).toBe(201);
    expect(Date.parse(scheduled.json.sendAt) - server.clock.now.getTime()).toBe(TEMPLATE_SEND_DELAY_MS);
    const cancelled = await admin.post('/api/company/templates/default-rejection/schedule', { applicationIds: [toAda] });
    // Another company cannot cancel it; the company can, once.
    expect((await del(other, `/api/company/scheduled-sends/${cancelled.json.id}`)).status).toBe(404);
    expect((await del(interviewer, `/api/company/scheduled-sends/${cancelled.json.id}`)).status).toBe(403);
    expect((await del(admin, `/api/company/scheduled-sends/${cancelled.json.id}`)).status).toBe(200);
    expect((await del(admin, `/api/company/scheduled-sends/${cancelled.json.id}`)).status).toBe(404);
    // Ada's application is reopened meanwhile: the rejection is not sent to her.
    expect((await admin.put(`/api/applications/${toAda}`, { status: 'considered' })).status).toBe(200);

    const mailsBefore = server.outbox.emails.length;
    await runJobs(new Date(server.clock.now.getTime() + 60_000));
    expect(server.outbox.emails.length).toBe(mailsBefore);
    server.clock.now = later();
    await runJobs(server.clock.now);
    const mails = server.outbox.emails.slice(mailsBefore);
    expect(mails.map((m) => m.to)).toEqual([hostile.user.email]);
    expect(mails[0]!.text).toContain('Dear {{jobTitle}}<b>Eve</b>,');
    expect((await messagesOf(hostile.client)).filter((m) => m.content === mails[0]!.text)).toHaveLength(1);
    // Done once: a later run sends nothing more.
    await runJobs(later());
    expect(server.outbox.emails.length).toBe(mailsBefore + 1);
  });
});

