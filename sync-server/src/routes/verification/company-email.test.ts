/**
 * /api/verification/email: a code mailed to the company address makes the check pending; only the right code,
 * from the same user, for the address asked about, makes it verified, flags the candidate profile and leaves a
 * notification. Every refusal changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../../test-support/test-server.ts';
import { buildWorld, seenBy, type World } from '../../test-support/world.ts';

let server: TestServer;
let w: World;
beforeAll(async () => {
  server = await createTestServer();
  w = await buildWorld(server);
});
afterAll(() => server.close());

const later = (ms: number) => {
  server.clock.now = new Date(server.clock.now.getTime() + ms);
};
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const send = (client: TestClient, companyEmail: string, companyName = 'Harbour Logistics') =>
  client.post('/api/verification/email', { companyEmail, companyName });
const confirm = (client: TestClient, code: string) => client.post('/api/verification/email/confirm', { code });
const checkOf = (actor: World['actors'][keyof World['actors']]) => seenBy(actor.client, 'verifications', `${actor.user.id}:email`);

describe('company e-mail verification', () => {
  it('mails a code to the company address and shows the check as pending', async () => {
    const { applicant } = w.actors;
    const res = await send(applicant.client, '  Casey.Works@Harbour.example ');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ sent: true, resendAfterSeconds: 60 });
    const mail = server.outbox.emails.at(-1)!;
    expect(mail.to).toBe('casey.works@harbour.example');
    expect(mail.subject).toMatch(/^Confirm your work email for HireSync: \d{6}$/);
    expect(mail.text).toContain('as their work email at Harbour Logistics');
    expect(mail.text).toContain('expires in 10 minutes');
    expect(await checkOf(applicant)).toMatchObject({
      kind: 'email',
      status: 'pending',
      details: { companyEmail: 'casey.works@harbour.example', companyName: 'Harbour Logistics' },
    });
  });

  it('the right code verifies the check, flags the candidate profile and notifies the user', async () => {
    const { applicant } = w.actors;
    expect((await seenBy(applicant.client, 'candidates', w.profiles.applicant.id))?.isCompanyEmailVerified).toBe(false);
    const code = server.outbox.lastCode('casey.works@harbour.example');

    const wrong = await confirm(applicant.client, wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.code).toBe('invalid_code');
    expect((await checkOf(applicant))?.status).toBe('pending');

    const res = await confirm(applicant.client, code);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'verified', reviewedAt: server.clock.now.toISOString() });
    expect((await checkOf(applicant))?.status).toBe('verified');
    // Employers see the flag on the profile.
    expect((await seenBy(w.actors.employerA.client, 'candidates', w.profiles.applicant.id))?.isCompanyEmailVerified).toBe(true);
    const notifications = [...(await applicant.client.pullAll('notifications')).values()];
    expect(notifications).toContainEqual(
      expect.objectContaining({
        type: 'verification',
        title: 'Company Email Verified',
        message: 'casey.works@harbour.example is confirmed as your work email at Harbour Logistics.',
        actionUrl: '/id-verification',
        read: false,
      }),
    );

    // Used once: the same code again finds nothing pending.
    expect((await confirm(applicant.client, code)).status).toBe(409);
    // Asking again for the verified address is refused; nothing is mailed.
    const mailed = server.outbox.emails.length;
    const again = await send(applicant.client, 'casey.works@harbour.example');
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('already_verified');
    expect(server.outbox.emails.length).toBe(mailed);
  });

  it('a new address replaces a verified one: pending again and the profile flag is cleared', async () => {
    const { applicant } = w.actors;
    later(61_000);
    expect((await send(applicant.client, 'casey@new-employer.example', 'New Employer')).status).toBe(200);
    expect(await checkOf(applicant)).toMatchObject({ status: 'pending', details: { companyEmail: 'casey@new-employer.example' } });
    expect((await seenBy(applicant.client, 'candidates', w.profiles.applicant.id))?.isCompanyEmailVerified).toBe(false);
  });

  it('a code is bound to its user: another user cannot use it, and cannot confirm without asking first', async () => {
    const { bystander, applicant } = w.actors;
    const code = server.outbox.lastCode('casey@new-employer.example');
    const stranger = await confirm(bystander.client, code);
    expect(stranger.status).toBe(409);
    expect(stranger.json.error.code).toBe('nothing_pending');

    // Even with a pending check of their own for the same address, the applicant's code is not theirs.
    later(61_000);
    expect((await send(bystander.client, 'casey@new-employer.example', 'New Employer')).status).toBe(200);
    const bystanderCode = server.outbox.lastCode('casey@new-employer.example');
    const crossed = await confirm(bystander.client, code === bystanderCode ? wrongCode(code) : code);
    expect(crossed.status).toBe(400);
    expect((await checkOf(bystander))?.status).toBe('pending');
    expect((await checkOf(applicant))?.status).toBe('pending');
  });

  it('a resend within 60 s is refused; five wrong codes burn the code; a new code then works', async () => {
    const client = server.client();
    await client.signUp('candidate');
    later(61_000);
    expect((await send(client, 'burn@works.example')).status).toBe(200);
    expect((await send(client, 'burn@works.example')).status).toBe(429);
    const code = server.outbox.lastCode('burn@works.example');
    for (let i = 0; i < 5; i++) expect((await confirm(client, wrongCode(code))).status).toBe(400);
    expect((await confirm(client, code)).status).toBe(400);
    expect((await send(client, 'burn@works.example')).status).toBe(200);
    const fresh = server.outbox.lastCode('burn@works.example');
    expect((await confirm(client, fresh)).json).toMatchObject({ status: 'verified' });
  });

  it('refuses bad input with the form’s messages, signed-out callers, and cross-site form posts', async () => {
    const { bystander } = w.actors;
    const before = await checkOf(bystander);
    const missing = await bystander.client.post('/api/verification/email', { companyEmail: '', companyName: '' });
    expect(missing.status).toBe(400);
    expect(missing.json.error.message).toBe('Please provide your company email and company name.');
    const badCode = await confirm(bystander.client, '12ab56');
    expect(badCode.status).toBe(400);
    expect(badCode.json.error.message).toBe('Verification code must contain only numbers');
    expect(await checkOf(bystander)).toEqual(before);

    expect((await server.client().post('/api/verification/email', { companyEmail: 'a@b.example', companyName: 'B' })).status).toBe(401);
    const form = await bystander.client.request('POST', '/api/verification/email', 'companyEmail=a%40b.example&companyName=B', {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://evil.example',
    });
    expect(form.status).toBe(403);
  });
});
