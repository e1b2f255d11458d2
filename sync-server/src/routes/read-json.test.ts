/**
 * REST bodies with text Postgres cannot store (a NUL, half a surrogate pair) answer 400 with the shared error
 * shape and change nothing, on every endpoint that writes names, bios, company names or letters.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORABLE_TEXT_MESSAGES } from '@shared/messages.ts';
import { users } from '../db/schema.ts';
import { candidateDoc, companyDoc, jobDoc } from '../test-support/fixtures.ts';
import { createTestServer, type TestClient, type TestServer } from '../test-support/test-server.ts';
import { postJob, signUpCandidate, signUpEmployer } from '../test-support/world.ts';

let server: TestServer;
let candidate: Awaited<ReturnType<typeof signUpCandidate>>;
let employer: Awaited<ReturnType<typeof signUpEmployer>>;
let newcomer: Awaited<ReturnType<typeof signUpEmployer>>;
let jobId: string;
beforeAll(async () => {
  server = await createTestServer();
  candidate = await signUpCandidate(server);
  employer = await signUpEmployer(server);
  newcomer = await signUpEmployer(server, false);
  jobId = (await postJob(employer.client)).id;
});
afterAll(() => server.close());

const SMILE = '\u{1F600}';
// Long enough for every field's own rules (a bio needs 50 characters), so only the bad character is wrong.
const around = (bad: string) => `Casey ${bad} builds accessible web products end to end in TypeScript`;
const BAD_TEXT = [
  { label: 'a NUL character', text: around('\u0000'), message: STORABLE_TEXT_MESSAGES.nulCharacter },
  { label: 'a lone high surrogate', text: around(SMILE.slice(0, 1)), message: STORABLE_TEXT_MESSAGES.unpairedSurrogate },
  { label: 'a lone low surrogate', text: around(SMILE.slice(1)), message: STORABLE_TEXT_MESSAGES.unpairedSurrogate },
];

type Who = 'candidate' | 'employer' | 'newcomer';
const ENDPOINTS: { name: string; who: Who; method: 'POST' | 'PUT'; path: () => string; collection: string; field: string; body: () => Record<string, unknown> }[] = [
  { name: 'PUT /api/candidates/me', who: 'candidate', method: 'PUT', path: () => '/api/candidates/me', collection: 'candidates', field: 'bio', body: () => candidateDoc() },
  { name: 'PUT /api/account/name', who: 'candidate', method: 'PUT', path: () => '/api/account/name', collection: 'accounts', field: 'firstName', body: () => ({ lastName: 'Candidate' }) },
  { name: 'POST /api/employers', who: 'newcomer', method: 'POST', path: () => '/api/employers', collection: 'employers', field: 'companyName', body: () => companyDoc() },
  { name: 'PUT /api/employers/:id', who: 'employer', method: 'PUT', path: () => `/api/employers/${employer.company.id}`, collection: 'employers', field: 'companyName', body: () => companyDoc() },
  { name: 'POST /api/jobs', who: 'employer', method: 'POST', path: () => '/api/jobs', collection: 'jobs', field: 'title', body: () => jobDoc() },
  { name: 'POST /api/applications', who: 'candidate', method: 'POST', path: () => '/api/applications', collection: 'applications', field: 'coverLetter', body: () => ({ jobId }) },
];
const CASES = ENDPOINTS.flatMap((endpoint) => BAD_TEXT.map((bad) => ({ ...endpoint, ...bad })));

async function snapshot(client: TestClient, collection: string, userId: string) {
  const [user] = await server.deps.database.db.select().from(users).where(eq(users.id, userId));
  return { docs: [...(await client.pullAll(collection)).values()], user };
}

describe('REST bodies with text that cannot be stored', () => {
  it.each(CASES)('$name with $label in $field: 400, nothing changed', async ({ who, method, path, collection, field, body, text, message }) => {
    const { client, user } = { candidate, employer, newcomer }[who];
    const before = await snapshot(client, collection, user.id);
    const res = await client.request(method, path(), { ...body(), [field]: text });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { code: 'invalid', message: `${field}: ${message}` } });
    expect(await snapshot(client, collection, user.id)).toEqual(before);
  });

  it.each(BAD_TEXT)('sign-up with $label in the first name: 400, no account made and the code still good', async ({ text, message }) => {
    const client = server.client();
    const email = `nul-${BAD_TEXT.findIndex((b) => b.text === text)}@example.com`;
    expect((await client.post('/api/auth/send-otp', { email })).status).toBe(200);
    const otp = server.outbox.lastCode(email);
    const body = { firstName: text, lastName: 'Candidate', email, password: 'Passw0rdX', userType: 'candidate', otp };
    const res = await client.post('/api/auth/register', body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: { code: 'invalid', message: `firstName: ${message}` } });
    const made = await server.deps.database.db.select().from(users).where(eq(users.email, email));
    expect(made).toEqual([]);
    expect((await client.post('/api/auth/register', { ...body, firstName: 'Casey' })).status).toBe(201);
  });

  it('a bad key is refused as well, even where the endpoint would ignore it', async () => {
    const res = await candidate.client.put('/api/account/name', { firstName: 'Casey', lastName: 'Candidate', 'x\u0000': 1 });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: 'invalid', message: `x\u0000: ${STORABLE_TEXT_MESSAGES.nulCharacter}` });
  });

  it('emoji, combining marks, RTL and ZWJ sequences are kept as sent', async () => {
    const name = { firstName: 'Zoe\u0308 \u{1F468}\u200D\u{1F469}\u200D\u{1F467}', lastName: 'שלום \u{1F1E9}\u{1F1EA}' };
    const res = await candidate.client.put('/api/account/name', name);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject(name);
    const [user] = await server.deps.database.db.select().from(users).where(eq(users.id, candidate.user.id));
    expect(user).toMatchObject(name);
  });
});
