/**
 * The REST endpoints of the spec (section 7) with the role × resource cases of the replication table, the one
 * error shape, the OpenAPI document against the routes the app really has, and the edge middleware.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyDoc, candidateDoc, jobDoc } from '../test-support/fixtures.ts';
import { createTestServer, TEST_ORIGIN, type TestServer } from '../test-support/test-server.ts';
import { publishedDocument, publishedOperations } from '../test-support/published-api.ts';
import { buildWorld, signUpEmployer, type World } from '../test-support/world.ts';
import { JSON_BODY_LIMIT } from '../app.ts';

let server: TestServer;
let w: World;
beforeAll(async () => {
  server = await createTestServer();
  w = await buildWorld(server);
});
afterAll(() => server.close());

type Res = { status: number; json: any };
function expectError(res: Res, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.json).toEqual({ error: expect.objectContaining({ code, message: expect.stringMatching(/\w/) }) });
}
const ids = (list: { id: string }[]) => list.map((d) => d.id);
const as = (role: keyof World['actors']) => w.actors[role].client;

describe('company profiles', () => {
  it('POST /api/employers creates the caller’s profile once (a repeat answers it, unchanged), for employers only', async () => {
    const { client, user } = await signUpEmployer(server, false);
    const { id: _id, _deleted, ...body } = companyDoc({ companyName: 'Gamma Tools' });
    const created = await client.post('/api/employers', { ...body, userId: w.actors.employerA.user.id, isVerified: true });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ companyName: 'Gamma Tools', userId: user.id, isVerified: false });
    const again = await client.post('/api/employers', { ...body, companyName: 'Gamma Tools Two' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(created.json);
    expectError(await as('applicant').post('/api/employers', body), 403, 'forbidden');
  });

  it('PUT /api/employers/:id changes one’s own profile, not another’s', async () => {
    const res = await as('employerA').put(`/api/employers/${w.companyA.id}`, { ...companyDoc(), companyName: 'Acme Robotics', industry: 'Manufacturing' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: w.companyA.id, industry: 'Manufacturing' });
    expectError(await as('employerB').put(`/api/employers/${w.companyA.id}`, { ...companyDoc(), companyName: 'Hijacked' }), 403, 'forbidden');
    expect((await as('applicant').get(`/api/employers/user/${w.actors.employerA.user.id}`)).json.companyName).toBe('Acme Robotics');
  });

  it('GET /api/employers/user/:userId answers the company, or 404 when there is none', async () => {
    const res = await as('applicant').get(`/api/employers/user/${w.actors.employerB.user.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: w.companyB.id, companyName: 'Beta Logistics' });
    expectError(await as('applicant').get(`/api/employers/user/${w.actors.noCompany.user.id}`), 404, 'not_found');
  });
});

describe('jobs', () => {
  const { id: _id, _deleted, ...posting } = jobDoc({ title: 'Warehouse Planner' });

  it('POST /api/jobs posts for the caller’s company; candidates and employers without a profile cannot', async () => {
    const res = await as('employerB').post('/api/jobs', { ...posting, employerId: w.companyA.id, applicationCount: 40 });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ title: 'Warehouse Planner', employerId: w.companyB.id, companyName: 'Beta Logistics', applicationCount: 0 });
    expectError(await as('applicant').post('/api/jobs', posting), 403, 'forbidden');
    expectError(await as('noCompany').post('/api/jobs', posting), 409, 'rule');
  });

  it('GET /api/jobs lists active jobs, and inactive ones only to their owner', async () => {
    const others = ids((await as('bystander').get('/api/jobs')).json);
    expect(others).toContain(w.activeJob.id);
    expect(others).not.toContain(w.closedJob.id);
    expect(ids((await as('employerB').get('/api/jobs')).json)).not.toContain(w.closedJob.id);
    expect(ids((await as('employerA').get('/api/jobs')).json)).toContain(w.closedJob.id);
  });

  it('GET /api/jobs/employer/:employerId lists that employer’s jobs the caller may see', async () => {
    expect(ids((await as('bystander').get(`/api/jobs/employer/${w.companyA.id}`)).json)).toEqual([w.activeJob.id]);
    expect(ids((await as('employerA').get(`/api/jobs/employer/${w.companyA.id}`)).json).sort()).toEqual([w.activeJob.id, w.closedJob.id].sort());
  });
});

describe('applications', () => {
  it('POST /api/applications takes the candidate from the session and the time from the clock', async () => {
    const res = await as('bystander').post('/api/applications', {
      jobId: w.activeJob.id, coverLetter: 'Hello', candidateId: w.profiles.applicant.id, appliedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ candidateId: w.profiles.bystander.id, appliedAt: server.clock.now.toISOString(), status: 'pending' });
    expectError(await as('employerB').post('/api/applications', { jobId: w.activeJob.id }), 403, 'forbidden');
  });

  it('GET /api/applications/candidate/:candidateId: the candidate without notes, the job’s employer with them, nobody else', async () => {
    const path = `/api/applications/candidate/${w.profiles.applicant.id}`;
    const own = (await as('applicant').get(path)).json;
    expect(ids(own)).toEqual([w.applicationId]);
    expect(own[0]).not.toHaveProperty('notes');
    expect((await as('employerA').get(path)).json).toEqual([expect.objectContaining({ id: w.applicationId, notes: expect.any(String) })]);
    expect((await as('employerB').get(path)).json).toEqual([]);
    expect((await as('bystander').get(path)).json).toEqual([]);
  });

  it('GET /api/applications/employer/:employerId: that employer’s list; another employer gets an empty one', async () => {
    expect(ids((await as('employerA').get(`/api/applications/employer/${w.companyA.id}`)).json)).toContain(w.applicationId);
    expect((await as('employerB').get(`/api/applications/employer/${w.companyA.id}`)).json).toEqual([]);
  });

  it('PUT /api/applications/:id moves it forward for the job’s employer only', async () => {
    const path = `/api/applications/${w.applicationId}`;
    expectError(await as('applicant').put(path, { status: 'hired' }), 403, 'forbidden');
    expectError(await as('employerB').put(path, { status: 'rejected' }), 403, 'forbidden');
    const res = await as('employerA').put(path, { status: 'considered', notes: 'Second round' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'considered', notes: 'Second round' });
    expectError(await as('employerA').put(path, { status: 'pending' }), 400, 'invalid');
    expect((await as('applicant').get(`/api/applications/candidate/${w.profiles.applicant.id}`)).json[0].status).toBe('considered');
  });
});

describe('candidates', () => {
  it('GET/PUT /api/candidates/me: a candidate’s own profile; the server keeps its flags; employers have none', async () => {
    const client = server.client();
    await client.signUp('candidate');
    expectError(await client.get('/api/candidates/me'), 404, 'not_found');
    const { id: _id, _deleted, ...form } = candidateDoc({ title: 'Data engineer' });
    const put = await client.put('/api/candidates/me', { ...form, isIdVerified: true });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ title: 'Data engineer', isIdVerified: false });
    expect((await client.get('/api/candidates/me')).json).toEqual(put.json);
    expectError(await as('employerA').put('/api/candidates/me', form), 403, 'forbidden');
    expectError(await as('employerA').get('/api/candidates/me'), 404, 'not_found');
  });

  it('GET /api/candidates/user/:userId shows contact details only to an employer the candidate applied to', async () => {
    const path = `/api/candidates/user/${w.actors.applicant.user.id}`;
    expect((await as('employerA').get(path)).json).toMatchObject({ email: 'applicant@example.com', phone: expect.any(String) });
    const other = await as('employerB').get(path);
    expect(other.json).toMatchObject({ id: w.profiles.applicant.id, firstName: 'Casey' });
    for (const field of ['email', 'phone', 'resumeUrl']) expect(other.json).not.toHaveProperty(field);
    expectError(await as('bystander').get(path), 404, 'not_found');
    expectError(await as('employerB').get(`/api/candidates/user/${w.actors.private.user.id}`), 404, 'not_found');
  });

  it('GET /api/candidates lists open profiles to employers without contacts, and only one’s own to a candidate', async () => {
    const list = (await as('employerB').get('/api/candidates')).json as Record<string, unknown>[];
    expect(ids(list as never)).toEqual(expect.arrayContaining([w.profiles.applicant.id, w.profiles.bystander.id]));
    expect(ids(list as never)).not.toContain(w.profiles.private.id);
    for (const profile of list) expect(profile).not.toHaveProperty('email');
    expect(ids((await as('bystander').get('/api/candidates')).json)).toEqual([w.profiles.bystander.id]);
  });
});

const guarded = publishedOperations(await publishedDocument()).filter((e) => e.requiresSession);
describe('without a session', () => {
  it.each(guarded)('$method $path answers 401 (the support console: 404, like an unknown path)', async ({ method, path }) => {
    const url = path.replace('{collection}', 'jobs').replace(/\{\w+\}/g, 'some-id');
    const res = await server.client().request(method, url, method === 'GET' ? undefined : {});
    if (path.startsWith('/api/support/')) expectError(res, 404, 'not_found');
    else expectError(res, 401, 'unauthenticated');
  });
});

describe('the API document', () => {
  it('errors share one JSON shape', async () => {
    expectError(await as('applicant').get('/api/no-such-thing'), 404, 'not_found');
    const bad = await server.app.request(`${TEST_ORIGIN}/api/candidates/me`, {
      method: 'PUT',
      headers: { origin: TEST_ORIGIN, cookie: as('applicant').cookie, 'content-type': 'application/json' },
      body: '{"title": ',
    });
    expectError({ status: bad.status, json: await bad.json() }, 400, 'invalid_json');
  });
});

describe('the edge refuses before any handler runs', () => {
  const { id: _id, _deleted, ...posting } = jobDoc({ title: 'Edge case' });
  let client: Awaited<ReturnType<typeof signUpEmployer>>;
  const count = async () => (await client.client.get(`/api/jobs/employer/${client.company.id}`)).json.length as number;
  const raw = (init: RequestInit & { duplex?: 'half' }) =>
    server.app.request(`${TEST_ORIGIN}/api/jobs`, { method: 'POST', ...init, headers: { origin: TEST_ORIGIN, cookie: client.client.cookie, 'content-type': 'application/json', ...(init.headers as Record<string, string>) } });
  beforeAll(async () => {
    client = await signUpEmployer(server);
  });

  it('a cross-site POST is 403 and a text/plain POST is 415, and neither posts', async () => {
    const body = JSON.stringify(posting);
    const length = String(Buffer.byteLength(body));
    const crossSite = await raw({ body, headers: { origin: 'https://evil.example', 'content-length': length } });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error.code).toBe('cross_origin');
    const plain = await raw({ body, headers: { 'content-type': 'text/plain', 'content-length': length } });
    expect(plain.status).toBe(415);
    expect((await plain.json()).error.code).toBe('unsupported_media_type');
    expect(await count()).toBe(0);
  });

  it('a JSON body over 1 MiB is 413, with or without Content-Length, and posts nothing', async () => {
    const sized = (bytes: number) => {
      const shell = JSON.stringify({ ...posting, padding: '' });
      return JSON.stringify({ ...posting, padding: 'x'.repeat(bytes - Buffer.byteLength(shell)) });
    };
    const fits = sized(JSON_BODY_LIMIT);
    expect((await raw({ body: fits, headers: { 'content-length': String(Buffer.byteLength(fits)) } })).status).toBe(201);
    const tooBig = sized(JSON_BODY_LIMIT + 1);
    const declared = await raw({ body: tooBig, headers: { 'content-length': String(Buffer.byteLength(tooBig)) } });
    expect(declared.status).toBe(413);
    expect((await declared.json()).error.code).toBe('payload_too_large');
    const bytes = new TextEncoder().encode(tooBig);
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 64 * 1024) controller.enqueue(bytes.subarray(at, at + 64 * 1024));
        controller.close();
      },
    });
    const streamed = await raw({ body: chunked, duplex: 'half' });
    expect(streamed.status).toBe(413);
    expect(await count()).toBe(1);
  });
});
